import type { Payload } from 'payload'

import { PENDING_SEARCH_HOURS } from './mailbox'

/**
 * A search saved without an account waits for its mailed confirmation; one never confirmed is a
 * stranger's address the agency has no right to keep. They are deleted once their wait is over
 * (their confirmation link then answers like any unknown link). Answers how many were deleted.
 */
export async function forgetUnconfirmedSearches(
  payload: Payload,
  now = new Date(),
): Promise<number> {
  const cutoff = new Date(now.getTime() - PENDING_SEARCH_HOURS * 3_600_000).toISOString()
  const { docs } = await payload.delete({
    collection: 'saved-searches',
    where: { and: [{ confirmed: { not_equals: true } }, { createdAt: { less_than: cutoff } }] },
    overrideAccess: true,
    depth: 0,
  })
  return docs.length
}
