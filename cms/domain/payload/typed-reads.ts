import type {
  CollectionSlug,
  DataFromCollectionSlug,
  FindOptions,
  Payload,
  SelectType,
  TypedCollectionSelect,
} from 'payload'

/** A collection's document as the generated types describe it. */
export type DocOf<S extends CollectionSlug> = DataFromCollectionSlug<S>

/**
 * Reads that feed code written for whole documents. Payload types a read with `select` as the
 * selected subset, although the mappers only touch what was selected; the widening to the
 * collection's document type happens here, once, rather than as a cast at every call.
 */
export async function findDocs<S extends CollectionSlug>(
  payload: Payload,
  options: FindOptions<S, TypedCollectionSelect[S] & SelectType>,
): Promise<{ docs: DocOf<S>[]; totalDocs: number }> {
  const found = await payload.find(options)
  return { docs: found.docs as DocOf<S>[], totalDocs: found.totalDocs }
}

/** The first document a query finds, or null. */
export async function findFirst<S extends CollectionSlug>(
  payload: Payload,
  options: FindOptions<S, TypedCollectionSelect[S] & SelectType>,
): Promise<DocOf<S> | null> {
  const { docs } = await findDocs(payload, { ...options, limit: 1, pagination: false })
  return docs[0] ?? null
}
