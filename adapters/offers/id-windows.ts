import { createLocalReq, type Payload, type Where } from 'payload'

import { collectionTag, noteReads, recordReads, type ReadTag } from '@cms/changes/data-reads'
import { accessConditions, conditionTags } from '@cms/changes/read-conditions'
import type { FollowedStore } from '../public-cache/followed-store'
import type { IdWindow } from './offer-stores'

/**
 * The ids of a window of the public offers matching `where` in some order, and how many match:
 * kept in `store` until a change touches what decides them — the fields of the filter's and the public
 * access's conditions, the fields the order reads (`orderFields`), a creation or a deletion. An
 * edit of anything else (a name, a text, a price the filter does not ask about) keeps the window:
 * a list is then made of it and the kept cards, without querying the matches again.
 */
export async function keptIdWindow(
  payload: Payload,
  store: FollowedStore<IdWindow>,
  key: string,
  where: Where,
  orderFields: readonly string[],
  compute: () => Promise<IdWindow>,
): Promise<IdWindow> {
  const hit = store.get(key)
  if (hit) {
    noteReads(hit.tags)
    return hit.value
  }
  const since = store.epoch()
  const offers = payload.collections.offers.config
  const access = await accessConditions(offers, await createLocalReq({}, payload), false)
  // Reads outside the answer's recording: the window depends on its conditions, not on every offer.
  const { value } = await recordReads(compute, null)
  const tags = new Set<ReadTag>(
    access === null
      ? [collectionTag('offers')]
      : conditionTags(payload, 'offers', [where, access], ['id', ...orderFields]),
  )
  store.keep(key, value, tags, since)
  noteReads(tags)
  return value
}
