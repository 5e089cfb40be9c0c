import type { Payload } from 'payload'

import type { Env } from '../../cms/env'
import { lazyRenderPool, type LazyRenderPool } from '../http/render-pool'
import { createViewCounter, type ViewCounter } from '../offers/view-counter'
import { createPublicCache, type PublicCache } from '../public-cache'

/**
 * The long-lived things a server makes once and its routers share: the public answers' cache (one
 * version check for all), the view counter (the API's detail and the site's page count into it)
 * and the render threads (started by the first page that needs them). Made by `startServer`,
 * carried in AppDeps, closed with the server.
 */
export type Services = {
  publicCache: PublicCache
  views: ViewCounter
  renderPool: LazyRenderPool
}

export function createServices(
  payload: Payload,
  env: Pick<Env, 'PUBLIC_CACHE_CHECK_MS' | 'VIEW_FLUSH_MS'>,
): Services {
  return {
    publicCache: createPublicCache(payload, { revalidateMs: env.PUBLIC_CACHE_CHECK_MS }),
    views: createViewCounter(payload, { flushMs: env.VIEW_FLUSH_MS }),
    renderPool: lazyRenderPool(),
  }
}

/** Stops the render threads and writes the views counted since the last batch, before the database goes. */
export async function closeServices({ renderPool, views }: Services): Promise<void> {
  await renderPool.close()
  await views.close()
}
