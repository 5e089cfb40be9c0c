import type { Payload, PayloadRequest } from 'payload'

import type { Client, ContactMessage, ValuationRequest } from '../../payload-types'
import { mailboxCandidates, mailboxOf } from '../searches/mailbox'

/** An address nobody proved gets at most one acknowledgement in this time, whatever form it came from. */
const ACKNOWLEDGED_WITHIN_MS = 60 * 60_000

/**
 * Whether the mailbox of `email` was already acknowledged within the hour: a contact message or
 * a valuation request from it, or a visit request of an account whose address reaches it, acknowledged. The mailbox
 * is normalised (case, `+tag`, Gmail's dots and domain) so that spellings of one address share
 * one limit; `except` leaves out the record being acknowledged; `req`, the transaction storing it.
 */
export async function acknowledgedWithinHour(
  payload: Payload,
  email: string,
  except: {
    contactMessage?: number | string
    valuationRequest?: number | string
    visitRequest?: number | string
  },
  req?: PayloadRequest,
): Promise<boolean> {
  const inTransaction = req ? { req } : {}
  const mailbox = mailboxOf(email)
  const since = new Date(Date.now() - ACKNOWLEDGED_WITHIN_MS).toISOString()
  const sameMailbox = (address: string | null | undefined) =>
    !!address && mailboxOf(address) === mailbox

  const messages = await payload.find({
    collection: 'contact-messages',
    where: {
      and: [
        mailboxCandidates('email', email),
        { createdAt: { greater_than: since } },
        ...(except.contactMessage != null ? [{ id: { not_equals: except.contactMessage } }] : []),
      ],
    },
    select: { email: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    ...inTransaction,
  })
  if ((messages.docs as Pick<ContactMessage, 'email'>[]).some((m) => sameMailbox(m.email)))
    return true

  const valuations = await payload.find({
    collection: 'valuation-requests',
    where: {
      and: [
        mailboxCandidates('email', email),
        { createdAt: { greater_than: since } },
        ...(except.valuationRequest != null
          ? [{ id: { not_equals: except.valuationRequest } }]
          : []),
      ],
    },
    select: { email: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    ...inTransaction,
  })
  if ((valuations.docs as Pick<ValuationRequest, 'email'>[]).some((v) => sameMailbox(v.email)))
    return true

  const accounts = await payload.find({
    collection: 'contacts',
    where: mailboxCandidates('email', email),
    select: { email: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    ...inTransaction,
  })
  const ids = (accounts.docs as Pick<Client, 'id' | 'email'>[])
    .filter((c) => sameMailbox(c.email))
    .map((c) => c.id)
  if (!ids.length) return false
  const acknowledged = await payload.count({
    collection: 'actions',
    where: {
      and: [
        { contact: { in: ids } },
        { ac_acknowledged: { equals: true } },
        { createdAt: { greater_than: since } },
        ...(except.visitRequest != null ? [{ id: { not_equals: except.visitRequest } }] : []),
      ],
    },
    overrideAccess: true,
    ...inTransaction,
  })
  return acknowledged.totalDocs > 0
}
