import type { Payload } from 'payload'

/** How long a visitor has to confirm a saved search before it is forgotten with its address. */
export const UNCONFIRMED_KEPT_DAYS = 7

/**
 * A search saved without an account waits for its mailed confirmation; one never confirmed is a
 * stranger's address the agency has no right to keep. They are deleted a week after being saved
 * (their confirmation link then answers like any unknown link). Answers how many were deleted.
 */
export async function forgetUnconfirmedSearches(payload: Payload, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - UNCONFIRMED_KEPT_DAYS * 86_400_000).toISOString()
  const { docs } = await payload.delete({
    collection: 'saved-searches',
    where: { and: [{ confirmed: { not_equals: true } }, { createdAt: { less_than: cutoff } }] },
    overrideAccess: true,
    depth: 0,
  })
  return docs.length
}
