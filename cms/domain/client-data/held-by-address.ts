import type { Payload, PayloadRequest, Where } from 'payload'

import type { Client, ContactMessage, SavedSearch, ValuationRequest } from '../../payload-types'
import { idOf } from '../payload/relation-id'
import { mailboxCandidates, mailboxOf } from '../searches/mailbox'

type Owner = Pick<Client, 'id' | 'email' | 'co_email_verified'>

/**
 * The mailbox of an account whose address its client proved, else none. Contact messages,
 * valuation requests and searches saved without an account are tied to an address only: an account holding an address
 * nobody proved (anyone may type someone else's) must neither read nor erase what that address's
 * owner sent.
 */
const provenMailbox = (owner: Owner): string | undefined =>
  owner.email && owner.co_email_verified === true ? mailboxOf(owner.email) : undefined

/** The records of a form sent from the client's proven mailbox (however its address was typed), oldest first. */
async function sentFromMailbox<C extends 'contact-messages' | 'valuation-requests'>(
  payload: Payload,
  collection: C,
  owner: Owner,
  req?: PayloadRequest,
) {
  const mailbox = provenMailbox(owner)
  if (!mailbox) return []
  const { docs } = await payload.find({
    collection,
    where: mailboxCandidates('email', owner.email!),
    sort: ['createdAt', 'id'],
    depth: 0,
    pagination: false,
    overrideAccess: true,
    ...(req ? { req } : {}),
  })
  return docs.filter((m) => !!m.email && mailboxOf(m.email) === mailbox)
}

/** The contact-form messages sent from the client's proven mailbox, oldest first. */
export const contactMessagesOf = (
  payload: Payload,
  owner: Owner,
  req?: PayloadRequest,
): Promise<ContactMessage[]> => sentFromMailbox(payload, 'contact-messages', owner, req)

/** The valuation requests sent from the client's proven mailbox, oldest first. */
export const valuationRequestsOf = (
  payload: Payload,
  owner: Owner,
  req?: PayloadRequest,
): Promise<ValuationRequest[]> => sentFromMailbox(payload, 'valuation-requests', owner, req)

/** The client's saved searches: its account's, and those saved without an account for its proven mailbox. */
export async function savedSearchesOf(
  payload: Payload,
  owner: Owner,
  req?: PayloadRequest,
): Promise<SavedSearch[]> {
  const mailbox = provenMailbox(owner)
  const where: Where = mailbox
    ? { or: [{ client: { equals: owner.id } }, mailboxCandidates('email', owner.email!)] }
    : { client: { equals: owner.id } }
  const { docs } = await payload.find({
    collection: 'saved-searches',
    where,
    sort: ['createdAt', 'id'],
    depth: 0,
    pagination: false,
    overrideAccess: true,
    ...(req ? { req } : {}),
  })
  return docs.filter(
    (s) =>
      String(idOf(s.client)) === String(owner.id) ||
      (!!mailbox && !s.client && !!s.email && mailboxOf(s.email) === mailbox),
  )
}
