import type { Payload, Where } from 'payload'

import { anonymiseContactMessages, anonymiseVisitRequests } from '../client-data/anonymise'
import type { ContactMessage } from '../../payload-types'
import { mailboxOf } from '../searches/mailbox'
import { monthsBefore, retentionMonths } from './retention-period'

/** Contact messages looked at per read: a first run over years of messages goes by pages. */
const PAGE = 200

export type RetentionOutcome = {
  months: number
  cutoff: string
  contactMessages: number
  visitRequests: number
  /** Old contact messages left as they are: their sender became a client. */
  keptForClients: number
}

/** Neither anonymised already nor emptied by an account's deletion. */
const stillPersonal: Where[] = [
  { anonymised_at: { exists: false } },
  { account_deleted_at: { exists: false } },
]

/**
 * The mailboxes of every client record (an account, or a client staff entered), read once a run:
 * a message's sender became a client when one of them is the sender's mailbox.
 */
async function clientMailboxes(payload: Payload): Promise<Set<string>> {
  const { docs } = await payload.find({
    collection: 'contacts',
    where: { email: { exists: true } },
    select: { email: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return new Set(docs.flatMap((c) => (c.email ? [mailboxOf(c.email)] : [])))
}

/**
 * The retention rule: a contact message or visit request older than the period administrators
 * set, from someone who never became a client, loses the person and keeps its date, offer and kind.
 * A contact message counts as a client's while some client record holds its sender's mailbox; a
 * visit request while it is linked to a client (the site takes them from signed-in clients only, so
 * one without a client is one staff unlinked). A record anonymised once is never looked at again,
 * so a second run changes nothing; each page's work is logged, and the whole in a summary.
 */
export async function runRetention(payload: Payload, now = new Date()): Promise<RetentionOutcome> {
  const months = await retentionMonths(payload)
  const cutoff = monthsBefore(now, months).toISOString()
  const mark = { anonymised_at: now.toISOString() }
  const old: Where = { createdAt: { less_than: cutoff } }
  const outcome: RetentionOutcome = {
    months,
    cutoff,
    contactMessages: 0,
    visitRequests: 0,
    keptForClients: 0,
  }

  const clients = await clientMailboxes(payload)
  // By increasing id from the last one seen: the ones kept for clients stay in the query's reach.
  let after: ContactMessage['id'] | undefined
  for (;;) {
    const { docs } = await payload.find({
      collection: 'contact-messages',
      where: { and: [old, ...stillPersonal, ...(after ? [{ id: { greater_than: after } }] : [])] },
      sort: 'id',
      limit: PAGE,
      select: { email: true },
      depth: 0,
      overrideAccess: true,
    })
    if (!docs.length) break
    after = docs[docs.length - 1].id
    const visitors: ContactMessage['id'][] = []
    for (const message of docs)
      if (message.email && clients.has(mailboxOf(message.email))) outcome.keptForClients++
      else visitors.push(message.id)
    if (visitors.length) {
      const done = await anonymiseContactMessages(payload, { id: { in: visitors } }, mark)
      outcome.contactMessages += done
      payload.logger.info(
        { anonymised: done, keptForClients: outcome.keptForClients },
        'retention: contact messages anonymised',
      )
    }
    if (docs.length < PAGE) break
  }

  outcome.visitRequests = await anonymiseVisitRequests(
    payload,
    { and: [old, { contact: { exists: false } }, ...stillPersonal] },
    mark,
  )
  payload.logger.info(
    { ...outcome },
    `retention: ${outcome.contactMessages} contact messages and ${outcome.visitRequests} visit requests older than ${months} months anonymised`,
  )
  return outcome
}
