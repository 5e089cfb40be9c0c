import type { CollectionSlug, Payload } from 'payload'

/**
 * A collection's version: its latest `updatedAt` and its number of documents. Any write changes one
 * of them (a deletion only the count), and reading them costs one indexed row and one count.
 */
export type CollectionVersion = { latest: string; count: number }

export async function collectionVersion(
  payload: Payload,
  collection: CollectionSlug,
): Promise<CollectionVersion> {
  const [latest, count] = await Promise.all([
    payload.find({
      collection,
      sort: '-updatedAt',
      limit: 1,
      pagination: false,
      depth: 0,
      select: { updatedAt: true },
      overrideAccess: true,
    }),
    payload.count({ collection, overrideAccess: true }),
  ])
  return {
    latest: (latest.docs[0] as { updatedAt?: string } | undefined)?.updatedAt ?? '',
    count: count.totalDocs,
  }
}
