import type { CollectionAfterDeleteHook, CollectionBeforeDeleteHook, CollectionSlug } from 'payload'

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

/**
 * A dependent written by another request while the owner was being deleted escapes the clean-up
 * before the delete; the database then empties its relation (its foreign key sets null). This
 * removes such rows after the delete, in the same transaction.
 */
export const deleteOrphans =
  (dependents: Array<{ collection: CollectionSlug; field: string }>): CollectionAfterDeleteHook =>
  async ({ req }) => {
    for (const { collection, field } of dependents) {
      await req.payload.delete({
        collection,
        where: { [field]: { exists: false } },
        req,
        overrideAccess: true,
      })
    }
  }
