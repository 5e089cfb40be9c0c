import type { CollectionAfterChangeHook } from 'payload'

import {
  FEED_IMPORT_TASK,
  FEED_IMPORTS_QUEUE,
} from '../../../domain/portals/import/feed-import-names'

/**
 * Saving a new import queues its job, in the same transaction as the document where the database
 * has them: no import is queued without its document, nor the reverse.
 */
export const queueFeedImport: CollectionAfterChangeHook = async ({
  doc,
  operation,
  req,
  context,
}) => {
  if (operation !== 'create' || context.feedImportRun) return doc
  await req.payload.jobs.queue({
    task: FEED_IMPORT_TASK as never,
    input: { importId: String(doc.id) } as never,
    queue: FEED_IMPORTS_QUEUE,
    req,
  })
  return doc
}
