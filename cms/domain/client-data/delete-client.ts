import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type PayloadRequest,
} from 'payload'
import type { Language } from '@contract/languages'

import { accountDeletedMail } from '../mail/account-deleted-mail'
import type { AgencyCard } from '../mail/agency-card'
import { enqueueMail, tryQueuedMail, type QueuedMailJob } from '../mail/queue-mail'
import type { Client } from '../../payload-types'
import { anonymiseContactMessages, anonymiseVisitRequests } from './anonymise'
import { contactMessagesOf, savedSearchesOf, valuationRequestsOf } from './held-by-address'
import { withoutPerson } from './person-fields'

/**
 * Payload's writes by query report each document they could not change instead of throwing: one
 * left behind must fail the whole deletion (and roll it back), never be erased with the account.
 */
function allDone(collection: string, { errors }: { errors: unknown[] }): void {
  if (errors.length)
    throw new Error(`deleting an account: ${errors.length} ${collection} could not be changed`)
}

/**
 * The agency keeps its visit requests, messages and the client's replies to them (their dates and
 * offer), contact messages and valuation requests without the person:
 * the client is unlinked, the texts the client wrote are emptied, and each record says when.
 */
async function anonymiseKeptRecords(
  payload: Payload,
  client: Client,
  deletedAt: string,
  req: PayloadRequest,
): Promise<void> {
  const own = { contact: { equals: client.id } }
  const mark = { account_deleted_at: deletedAt }
  await anonymiseVisitRequests(payload, own, mark, req)
  allDone(
    'agency messages',
    await payload.update({
      collection: 'messages',
      where: own,
      data: { ...withoutPerson('messages'), ...mark },
      overrideAccess: true,
      depth: 0,
      req,
    }),
  )
  allDone(
    'replies to agency messages',
    await payload.update({
      collection: 'message-replies',
      where: own,
      data: { ...withoutPerson('message-replies'), ...mark },
      overrideAccess: true,
      depth: 0,
      req,
    }),
  )
  const sent = await contactMessagesOf(payload, client, req)
  if (sent.length)
    await anonymiseContactMessages(payload, { id: { in: sent.map((m) => m.id) } }, mark, req)
  // The property stays (district, type, surface…), not who asked nor where it stands.
  for (const request of await valuationRequestsOf(payload, client, req))
    await payload.update({
      collection: 'valuation-requests',
      id: request.id,
      data: { ...withoutPerson('valuation-requests'), ...mark },
      overrideAccess: true,
      depth: 0,
      req,
    })
}

/** What only the account holds: its searches and alerts, pending links, sessions, then the account itself. */
async function eraseOwnRecords(
  payload: Payload,
  client: Client,
  req: PayloadRequest,
): Promise<void> {
  const common = { overrideAccess: true, req } as const
  const searches = await savedSearchesOf(payload, client, req)
  if (searches.length)
    allDone(
      'saved searches',
      await payload.delete({
        collection: 'saved-searches',
        where: { id: { in: searches.map((s) => s.id) } },
        ...common,
      }),
    )
  allDone(
    'password links',
    await payload.delete({
      collection: 'password-challenges',
      where: { contact: { equals: client.id } },
      ...common,
    }),
  )
  // Each deleted session tells the live channel (once committed), which closes its sockets.
  allDone(
    'sessions',
    await payload.delete({
      collection: 'refresh-tokens',
      where: { contact: { equals: client.id } },
      ...common,
    }),
  )
  await payload.delete({ collection: 'contacts', id: client.id, ...common })
}

/**
 * Deletes a client's account at its own request, in one transaction: the records the agency keeps
 * are anonymised, the rest erased, and the confirmation mail queued with them, so that either all
 * of it happens or none. The mail is then tried at once (the queue retries it otherwise). The
 * address is greeted by name only if the client proved it.
 */
export async function deleteClientAccount(
  payload: Payload,
  client: Client,
  { lang, agency }: { lang: Language; agency: AgencyCard },
): Promise<void> {
  const deletedOn = new Date()
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  let confirmation: QueuedMailJob | undefined
  try {
    await anonymiseKeptRecords(payload, client, deletedOn.toISOString(), req)
    await eraseOwnRecords(payload, client, req)
    if (client.email) {
      const firstname = client.co_email_verified === true ? (client.co_firstname ?? '') : ''
      const mail = accountDeletedMail(lang, deletedOn, firstname, agency)
      confirmation = await enqueueMail(payload, { ...mail, to: client.email }, req)
    }
    await commitTransaction(req)
  } catch (err) {
    await killTransaction(req)
    throw err
  }
  if (confirmation)
    await tryQueuedMail(payload, confirmation).catch((err: unknown) =>
      payload.logger.error(
        { err },
        'an account was deleted but its confirmation mail failed for now (the queue retries it)',
      ),
    )
}
