import type { Payload, PayloadRequest, Where } from 'payload'

import { withoutPerson } from './person-fields'

/**
 * When and why a kept record lost its person: the account was deleted (`account_deleted_at`), or
 * the retention period passed for a visitor who never became a client (`anonymised_at`).
 */
export type AnonymisedMark = { account_deleted_at: string } | { anonymised_at: string }

/**
 * Payload's writes by query report each document they could not change instead of throwing: one
 * left behind must fail the whole operation (and roll back a transaction), never stay with the person.
 */
function allDone(what: string, { errors }: { errors: unknown[] }): void {
  if (errors.length) throw new Error(`anonymising: ${errors.length} ${what} could not be changed`)
}

/** Empties the sender of the contact messages `where` finds, marking each. */
export async function anonymiseContactMessages(
  payload: Payload,
  where: Where,
  mark: AnonymisedMark,
  req?: PayloadRequest,
): Promise<number> {
  const result = await payload.update({
    collection: 'contact-messages',
    where,
    data: { ...withoutPerson('contact-messages'), ...mark },
    overrideAccess: true,
    depth: 0,
    ...(req ? { req } : {}),
  })
  allDone('contact messages', result)
  return result.docs.length
}

/** Unlinks the client and empties the comment of the visit requests `where` finds, marking each. */
export async function anonymiseVisitRequests(
  payload: Payload,
  where: Where,
  mark: AnonymisedMark,
  req?: PayloadRequest,
): Promise<number> {
  const result = await payload.update({
    collection: 'actions',
    where,
    data: { ...withoutPerson('actions'), ...mark },
    overrideAccess: true,
    depth: 0,
    ...(req ? { req } : {}),
  })
  allDone('visit requests', result)
  return result.docs.length
}
