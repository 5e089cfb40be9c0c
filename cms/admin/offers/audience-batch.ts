import { cache } from 'react'
import type { Payload } from 'payload'

import type { Id } from '../../domain/payload/payload-values'
import { offerAudience, type Audience } from '../../domain/offers/audience'

type Pending = { ids: Id[]; done: Promise<Map<string, Audience>> }

/**
 * Where the admin page being rendered keeps its open batch: React's `cache` gives one holder per
 * server request (and Payload instance) and drops it with the request, so nothing outlives the
 * page. Outside a server render `cache` keeps nothing and each call reads on its own.
 */
const holderOf = cache((_payload: Payload): { open: Pending | null } => ({ open: null }))

/**
 * One offer's audience, read together with every other offer asked for in the same turn of the
 * event loop: the list's cells render one by one, all in one pass, so a page of offers costs one
 * read per figure instead of one per row.
 */
export function audienceOf(payload: Payload, id: Id): Promise<Audience | undefined> {
  const holder = holderOf(payload)
  let batch = holder.open
  if (!batch) {
    const ids: Id[] = []
    const done = new Promise<Map<string, Audience>>((resolve, reject) =>
      setImmediate(() => {
        holder.open = null
        offerAudience(payload, ids).then(resolve, reject)
      }),
    )
    batch = { ids, done }
    holder.open = batch
  }
  if (!batch.ids.some((known) => String(known) === String(id))) batch.ids.push(id)
  return batch.done.then((all) => all.get(String(id)))
}
