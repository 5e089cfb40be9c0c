import type { Payload } from 'payload'

import type { Env } from '@cms/env'
import { lazyRenderPool, type LazyRenderPool } from '../render/render-pool'
import { createViewCounter, type ViewCounter } from '../offers/view-counter'
import { createPublicCache, type PublicCache } from '../public-cache'
import { shareDataChanges } from '../public-cache/redis-changes'
import { createOfferStores, type OfferStores } from '../offers/offer-stores'
import { createMediaMemory, type MediaMemory } from '../media/media-memory'
import { expiredSecretsPruner } from '../auth/refresh-tokens'
import { createAfterAnswer, type AfterAnswer } from './after-answer'

/**
 * The long-lived things a server makes once and its routers share: the public answers' cache (told
 * of other instances' changes through Redis when REDIS_URL is set), the offer lists' kept cards and
 * windows of ids, the media's entries and hot renditions (the images route and the photos answered
 * before Express), the view counter (the API's detail and the site's page count into it), the
 * hourly pruning of expired secrets, the render threads (started by the first page that needs
 * them) and the work routes go on with after answering. Made by `startServer`, carried in AppDeps, closed with the server.
 */
export type Services = {
  publicCache: PublicCache
  offerStores: OfferStores
  mediaMemory: MediaMemory
  views: ViewCounter
  pruneExpiredSecrets: () => void
  renderPool: LazyRenderPool
  afterAnswer: AfterAnswer
  /** Stops relaying data changes through Redis (nothing to stop without REDIS_URL). */
  stopSharing?: Promise<() => Promise<void>>
}

export function createServices(
  payload: Payload,
  env: Pick<Env, 'PUBLIC_CACHE_CHECK_MS' | 'VIEW_FLUSH_MS'> & Partial<Pick<Env, 'REDIS_URL'>>,
): Services {
  const publicCache = createPublicCache(payload, { revalidateMs: env.PUBLIC_CACHE_CHECK_MS })
  const log = (err: unknown) =>
    payload.logger.error(
      { err },
      'public cache: the Redis channel of data changes failed; the data version is checked meanwhile',
    )
  // Until the channel is up (and whenever it is down) the cache checks the data version instead.
  const stopSharing = env.REDIS_URL
    ? shareDataChanges(payload, env.REDIS_URL, { log, shared: publicCache.changesShared }).catch(
        (err: unknown) => {
          log(err)
          return async () => {}
        },
      )
    : undefined
  return {
    publicCache,
    offerStores: createOfferStores(payload),
    mediaMemory: createMediaMemory(payload),
    views: createViewCounter(payload, { flushMs: env.VIEW_FLUSH_MS }),
    pruneExpiredSecrets: expiredSecretsPruner(payload),
    renderPool: lazyRenderPool(),
    afterAnswer: createAfterAnswer(),
    stopSharing,
  }
}

/**
 * Stops the render threads, the change channel and the stores following the data, and writes the
 * views counted since the last batch, before the database goes.
 */
export async function closeServices({
  renderPool,
  views,
  publicCache,
  offerStores,
  mediaMemory,
  stopSharing,
}: Services): Promise<void> {
  publicCache.close()
  offerStores.close()
  mediaMemory.close()
  await (
    await stopSharing
  )?.()
  await renderPool.close()
  await views.close()
}
