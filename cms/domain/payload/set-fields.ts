import type { CollectionSlug, DataFromCollectionSlug, Payload, PayloadRequest } from 'payload'

/**
 * Writes these fields of one document and no other. Payload's update writes back every field of
 * the document as it read it, so on PostgreSQL two writes at once can undo each other: a mail's
 * outcome recorded while the retention job emptied the message would put its sender back. For
 * marks no person types (a mail's status, an acknowledgement); no hooks or validation run.
 */
export async function setFields<S extends CollectionSlug>(
  payload: Payload,
  collection: S,
  id: number | string,
  data: Partial<DataFromCollectionSlug<S>>,
  req?: PayloadRequest,
): Promise<void> {
  await payload.db.updateOne({ collection, id, data, ...(req ? { req } : {}) })
}
