import type { Payload } from 'payload'

import type { FeedImport } from '@cms/payload-types'

/**
 * A feed import once its job has finished: the queue is looked at every few seconds and each
 * import starts a process of its own, which takes a while on a busy machine.
 */
export async function finishedImport(payload: Payload, id: number | string): Promise<FeedImport> {
  const started = Date.now()
  for (;;) {
    const doc = await payload.findByID({ collection: 'feed-imports', id, depth: 0 })
    if (doc.status === 'done' || doc.status === 'failed') return doc
    if (Date.now() - started > 150_000) throw new Error(`still ${doc.status} after 150 s`)
    await new Promise((r) => setTimeout(r, 250))
  }
}
