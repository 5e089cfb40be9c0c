import type { Payload, PayloadRequest } from 'payload'
import type { Language } from '@contract/languages'

import { localized } from '../payload-values'
import { env } from '../env'
import type { Client, VisitRequest } from '../payload-types'
import { contactAcknowledgement, visitAcknowledgement } from './acknowledgement-mail'
import { agencyCard } from './agency-card'
import { clientLanguage } from './client-language'
import { queueClientMail } from './client-mail'
import { enqueueMail, type QueuedMailJob } from './queue-mail'
import { visitRequestClient, visitRequestOffer } from './visit-request-records'

/** An address nobody proved gets at most one acknowledgement in this time, however many messages carry it. */
const ACKNOWLEDGED_WITHIN_MS = 60 * 60_000

/**
 * Queues the visitor's acknowledgement of its contact message (when and how the agency answers).
 * Called once the message is stored (`req`: the transaction that stores it); the address is the one typed in the form, so an address that
 * had a message within the hour gets no second acknowledgement (the form cannot be used to flood a
 * mailbox): then nothing is queued.
 */
export async function queueContactAcknowledgement(
  payload: Payload,
  message: { id: number | string; email: string },
  lang: Language,
  req?: PayloadRequest,
): Promise<QueuedMailJob | undefined> {
  const since = new Date(Date.now() - ACKNOWLEDGED_WITHIN_MS).toISOString()
  const earlier = await payload.count({
    collection: 'contact-messages',
    where: {
      and: [
        { email: { equals: message.email } },
        { createdAt: { greater_than: since } },
        { id: { not_equals: message.id } },
      ],
    },
    overrideAccess: true,
    ...(req ? { req } : {}),
  })
  if (earlier.totalDocs > 0) return undefined
  return enqueueMail(
    payload,
    { to: message.email, ...contactAcknowledgement(lang, agencyCard()) },
    req,
  )
}

type HeldRequest = Pick<VisitRequest, 'id' | 'contact' | 'offer' | 'date_start' | 'date_end'>

/**
 * Tells the client that its visit request arrived, what happens next and where to follow it, in
 * the client's language. Like every mail to a client that proves nothing, it goes only to an
 * address the client has proven: a new account's request is acknowledged once its address is
 * verified (see `acknowledgeHeldVisitRequests`). A request is acknowledged once: it is marked
 * before the mail is queued, and the queue retries a mail whose first try failed.
 */
export async function acknowledgeVisitRequest(
  payload: Payload,
  request: HeldRequest,
  pageLang: Language,
): Promise<void> {
  const client = await visitRequestClient(payload, request)
  if (!client?.email || client.co_email_verified !== true) return
  await sendAcknowledgement(payload, client, request, pageLang)
}

/**
 * Once a client proves its address, the acknowledgements held back for its requests still waiting
 * for the agency leave, in the client's language. `req`: the request of the hook saving the
 * client, whose transaction the requests are read and marked in.
 */
export async function acknowledgeHeldVisitRequests(
  payload: Payload,
  client: Client,
  req?: PayloadRequest,
): Promise<void> {
  if (!client.email || client.co_email_verified !== true) return
  const held = await payload.find({
    collection: 'actions',
    where: {
      and: [
        { contact: { equals: client.id } },
        { ac_status: { equals: 'waiting' } },
        { ac_acknowledged: { not_equals: true } },
      ],
    },
    depth: 0,
    limit: 20,
    sort: 'createdAt',
    overrideAccess: true,
    ...(req ? { req } : {}),
  })
  for (const request of held.docs as VisitRequest[])
    await sendAcknowledgement(payload, client, request, env().DEFAULT_LANG, req)
}

async function sendAcknowledgement(
  payload: Payload,
  client: Client,
  request: HeldRequest,
  pageLang: Language,
  req?: PayloadRequest,
): Promise<void> {
  await payload.update({
    collection: 'actions',
    id: request.id,
    data: { ac_acknowledged: true },
    depth: 0,
    overrideAccess: true,
    ...(req ? { req } : {}),
  })
  // The language saved in the client's preferences, else the one of the page it asked from.
  const lang = clientLanguage(client, pageLang)
  const offer = await visitRequestOffer(payload, request, lang, req)
  const offerText = [offer?.of_ref, offer ? localized(offer.of_name, lang) : '']
    .filter(Boolean)
    .join(' — ')
  const mail = visitAcknowledgement(
    lang,
    {
      firstname: client.co_firstname ?? '',
      offer: offerText,
      from: request.date_start,
      to: request.date_end,
      accountLink: `${env().PUBLIC_URL}/account?lang=${lang}`,
    },
    agencyCard(),
  )
  await queueClientMail(payload, client, mail, { verifies: false })
}
