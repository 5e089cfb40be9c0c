import type { CollectionBeforeDeleteHook, CollectionSlug } from 'payload'

/**
 * Visit requests and messages cannot exist without their client or offer (their relation is
 * required), so deleting the owner deletes them first, in the same request and transaction.
 */
export const deleteDependents =
  (dependents: Array<{ collection: CollectionSlug; field: string }>): CollectionBeforeDeleteHook =>
  async ({ id, req }) => {
    for (const { collection, field } of dependents) {
      await req.payload.delete({
        collection,
        where: { [field]: { equals: id } },
        req,
        overrideAccess: true,
      })
    }
  }
