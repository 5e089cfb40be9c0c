import type { Payload, PayloadRequest } from 'payload'
import type { Language } from '@contract/languages'

import { setFields } from '../payload/set-fields'
import { negotiatorOf } from '../offers/offer-negotiator'
import { offerLabel } from '../offers/offer-label'
import { env } from '../../env'
import type { Client, VisitRequest } from '../../payload-types'
import {
  contactAcknowledgement,
  valuationAcknowledgement,
  visitAcknowledgement,
} from './acknowledgement-mail'
import { acknowledgedWithinHour } from './acknowledgement-limit'
import { agencyCard } from './agency-card'
import { clientLanguage } from './client-language'
import { queueClientMail } from './client-mail'
import { enqueueMail, queueMail, type QueuedMailJob } from './queue-mail'
import { visitRequestClient, visitRequestOffer } from './visit-request-records'

/**
 * Queues the visitor's acknowledgement of its contact message (when and how the agency answers).
 * Called once the message is stored (`req`: the transaction that stores it); the address is the
 * one typed in the form, so a mailbox acknowledged within the hour, however its address was spelt,
 * gets no second acknowledgement (the form cannot be used to flood a mailbox): then nothing is queued.
 */
export async function queueContactAcknowledgement(
  payload: Payload,
  message: { id: number | string; email: string },
  lang: Language,
  req?: PayloadRequest,
): Promise<QueuedMailJob | undefined> {
  if (await acknowledgedWithinHour(payload, message.email, { contactMessage: message.id }, req))
    return undefined
  return enqueueMail(
    payload,
    { to: message.email, ...contactAcknowledgement(lang, agencyCard()) },
    req,
  )
}

/**
 * Queues the seller's acknowledgement of its valuation request, under the same rules as the
 * contact form's: fixed words only, at most one an hour per mailbox (then nothing is queued).
 */
export async function queueValuationAcknowledgement(
  payload: Payload,
  request: { id: number | string; email: string },
  lang: Language,
  req?: PayloadRequest,
): Promise<QueuedMailJob | undefined> {
  if (await acknowledgedWithinHour(payload, request.email, { valuationRequest: request.id }, req))
    return undefined
  return enqueueMail(
    payload,
    { to: request.email, ...valuationAcknowledgement(lang, agencyCard()) },
    req,
  )
}

type HeldRequest = Pick<VisitRequest, 'id' | 'contact' | 'offer' | 'date_start' | 'date_end'>

/**
 * Tells the client at once that its visit request arrived (which offer, which dates), what
 * happens next and where to follow it, in the language of the page it asked from (`page`), else
 * the client's saved one, else the visitor's (`visitor`: cookie, browser). A proven address is
 * greeted by name. An address nobody proved (a new account's) is told only the catalogue's offer
 * and the chosen dates, nothing typed beside the address (no name, no comment), and at most once
 * an hour per mailbox: a request past that limit is held until the address is verified (see
 * `acknowledgeHeldVisitRequests`). A request is acknowledged once: it is marked before the mail
 * is queued, and the queue retries a mail whose first try failed.
 */
export async function acknowledgeVisitRequest(
  payload: Payload,
  request: HeldRequest,
  lang: { page?: Language; visitor: Language },
): Promise<void> {
  const client = await visitRequestClient(payload, request)
  if (!client?.email) return
  const chosen = lang.page ?? clientLanguage(client, lang.visitor)
  if (client.co_email_verified === true)
    return sendAcknowledgement(payload, client, request, chosen)
  if (await acknowledgedWithinHour(payload, client.email, { visitRequest: request.id })) return
  await sendAcknowledgement(payload, client, request, chosen, undefined, { proven: false })
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
  const lang = clientLanguage(client, env().DEFAULT_LANG)
  for (const request of held.docs as VisitRequest[])
    await sendAcknowledgement(payload, client, request, lang, req)
}

async function sendAcknowledgement(
  payload: Payload,
  client: Client,
  request: HeldRequest,
  lang: Language,
  req?: PayloadRequest,
  { proven = true }: { proven?: boolean } = {},
): Promise<void> {
  await setFields(payload, 'actions', request.id, { ac_acknowledged: true }, req)
  const offer = await visitRequestOffer(payload, request, lang, req)
  const offerText = offerLabel(offer, lang)
  const negotiator = offer ? await negotiatorOf(payload, offer, req) : null
  const negotiatorPhone = negotiator?.phone || negotiator?.mobile || agencyCard().phone
  const mail = visitAcknowledgement(
    lang,
    {
      firstname: proven ? (client.co_firstname ?? '') : '',
      offer: offerText,
      from: request.date_start,
      to: request.date_end,
      accountLink: `${env().PUBLIC_URL}/account?lang=${lang}`,
      ...(negotiator ? { negotiator: { name: negotiator.name, phone: negotiatorPhone } } : {}),
    },
    agencyCard(),
  )
  if (proven) await queueClientMail(payload, client, mail, { verifies: false })
  // Only the catalogue's words and the chosen dates, under the mailbox's hourly limit.
  else if (client.email) await queueMail(payload, { ...mail, to: client.email })
}
