import type { CollectionAfterChangeHook, Payload, PayloadRequest } from 'payload'

import { env } from '../../env'
import { adminLink } from '../../domain/mail/admin-link'
import { agencyLeadMail, type LeadSummary } from '../../domain/mail/agency-lead-mail'
import { negotiatorOf } from '../../domain/offers/offer-negotiator'
import { offerLabel } from '../../domain/offers/offer-label'
import { enqueueMail, tryQueuedMail, type QueuedMailJob } from '../../domain/mail/queue-mail'
import { visitRequestOffer } from '../../domain/mail/visit-request-records'
import { t } from '../../domain/messages'
import type {
  AgencyMessage,
  Client,
  ContactMessage,
  MessageReply,
  ValuationRequest,
  VisitRequest,
} from '../../payload-types'
import { idOf } from '../../domain/payload/relation-id'
import { notifyStaff, type StaffNotice } from '../../domain/live/staff-notifier'

const fullName = (c: Partial<Client> | null | undefined) =>
  [c?.co_firstname, c?.co_name].filter(Boolean).join(' ') || c?.username || c?.email || ''

/** The client's address as the agency's mail answers it, when the client has one. */
const replyToOf = (c: Partial<Client> | null | undefined) =>
  c?.email ? { replyTo: { name: fullName(c), address: c.email } } : {}

async function visitRequestLead(
  payload: Payload,
  doc: VisitRequest,
  req: PayloadRequest,
): Promise<LeadSummary> {
  const contactId = idOf(doc.contact)
  const contact =
    contactId == null
      ? null
      : ((await payload.findByID({
          collection: 'contacts',
          id: contactId,
          depth: 0,
          overrideAccess: true,
          disableErrors: true,
          req,
        })) as Client | null)
  const offer = await visitRequestOffer(payload, doc, 'fr', req)
  const negotiator = offer ? await negotiatorOf(payload, offer, req) : null
  const offerText = offerLabel(offer)
  const client = fullName(contact)
  return {
    ...(negotiator ? { negotiator: { name: negotiator.name, email: negotiator.email } } : {}),
    subject: offerText
      ? t('fr', 'agency.lead.visitSubjectOffer', { client, offer: offerText })
      : t('fr', 'agency.lead.visitSubject', { client }),
    rows: [
      [t('fr', 'agency.lead.client'), client],
      [t('fr', 'agency.lead.email'), contact?.email ?? ''],
      [t('fr', 'agency.lead.phone'), contact?.co_mobile1 || contact?.co_tel1 || ''],
      [t('fr', 'agency.lead.offer'), offerText],
      [t('fr', 'agency.lead.negotiator'), negotiator?.name ?? ''],
      [t('fr', 'agency.lead.from'), doc.date_start],
      [t('fr', 'agency.lead.to'), doc.date_end],
    ],
    comment: doc.ac_comment ?? undefined,
    link: adminLink('actions', doc.id),
    ...replyToOf(contact),
  }
}

function clientLead(doc: Client): LeadSummary {
  const client = fullName(doc)
  return {
    subject: t('fr', 'agency.lead.clientSubject', { client }),
    rows: [
      [t('fr', 'agency.lead.client'), client],
      [t('fr', 'agency.lead.username'), doc.username ?? ''],
      [t('fr', 'agency.lead.email'), doc.email ?? ''],
      [t('fr', 'agency.lead.phone'), doc.co_mobile1 || doc.co_tel1 || ''],
      [t('fr', 'agency.lead.country'), doc.co_country ?? ''],
    ],
    link: adminLink('contacts', doc.id),
    ...replyToOf(doc),
  }
}

async function messageReplyLead(
  payload: Payload,
  doc: MessageReply,
  req: PayloadRequest,
): Promise<LeadSummary> {
  const byId = async <T>(collection: 'contacts' | 'messages', id: number | string | null) =>
    id == null
      ? null
      : ((await payload.findByID({
          collection,
          id,
          depth: 0,
          overrideAccess: true,
          disableErrors: true,
          req,
        })) as T | null)
  const [contact, message] = await Promise.all([
    byId<Client>('contacts', idOf(doc.contact)),
    byId<AgencyMessage>('messages', idOf(doc.message)),
  ])
  const client = fullName(contact)
  return {
    subject: t('fr', 'agency.lead.replySubject', { client, subject: message?.subject ?? '' }),
    rows: [
      [t('fr', 'agency.lead.client'), client],
      [t('fr', 'agency.lead.email'), contact?.email ?? ''],
      [t('fr', 'agency.lead.message'), message?.subject ?? ''],
    ],
    comment: doc.text ?? undefined,
    link: adminLink('message-replies', doc.id),
    ...replyToOf(contact),
  }
}

const KIND_OF = {
  actions: 'visit-request',
  contacts: 'client',
  'contact-messages': 'contact-message',
  'message-replies': 'message-reply',
  'valuation-requests': 'valuation-request',
} as const
type LeadCollection = keyof typeof KIND_OF

function contactMessageLead(doc: ContactMessage): LeadSummary {
  return {
    subject: t('fr', 'agency.lead.contactSubject', {
      firstname: doc.firstname ?? '',
      name: doc.name ?? '',
    }),
    rows: [],
    link: adminLink('contact-messages', doc.id),
  }
}

function valuationRequestLead(doc: ValuationRequest): LeadSummary {
  return {
    subject: t('fr', 'agency.lead.valuationSubject', {
      firstname: doc.firstname ?? '',
      name: doc.name ?? '',
    }),
    rows: [],
    link: adminLink('valuation-requests', doc.id),
  }
}

/** Leads whose route mails the agency itself (with the record's details): the hook adds only the notice. */
const MAILED_BY_THEIR_ROUTE: readonly LeadCollection[] = ['contact-messages', 'valuation-requests']

/** How long the first try of a lead's mail waits for the save that queued it to be committed. */
const COMMIT_WAIT_MS = 5_000

/** Tries the lead's mail once its save is committed; the queue's runs send it otherwise. */
async function tryOnceCommitted(payload: Payload, job: QueuedMailJob): Promise<void> {
  const until = Date.now() + COMMIT_WAIT_MS
  const visible = () =>
    payload.findByID({
      collection: 'payload-jobs',
      id: job.id,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
    })
  while (!(await visible())) {
    if (Date.now() > until) return
    await new Promise((r) => setTimeout(r, 50))
  }
  await tryQueuedMail(payload, job)
}

/**
 * The afterChange hook of a lead collection: tells the agency at once about a new lead, with the
 * signed-in staff's live notice and, for visit requests, new client accounts and clients' replies
 * to the agency's messages, a mail to AGENCY_EMAIL (the contact and valuation forms' own mails
 * already go to the agency, with the same admin link).
 * That mail is queued in the save's own transaction, so a lead answered to its visitor always has
 * its mail, even if the instance dies right after; the notice and the mail's first try run
 * detached from the save, where a failure is only logged. Accounts that staff create themselves,
 * and the seed's records, are not leads.
 */
export const notifyAgencyOfLead =
  (collection: LeadCollection): CollectionAfterChangeHook =>
  async ({ doc, operation, req, context }) => {
    // Demo data is not a lead.
    if (operation !== 'create' || context.seeding) return doc
    if (collection === 'contacts' && req.user?.collection === 'users') return doc
    const { payload } = req
    const lead =
      collection === 'actions'
        ? await visitRequestLead(payload, doc as VisitRequest, req)
        : collection === 'contacts'
          ? clientLead(doc as Client)
          : collection === 'message-replies'
            ? await messageReplyLead(payload, doc as MessageReply, req)
            : collection === 'valuation-requests'
              ? valuationRequestLead(doc as ValuationRequest)
              : contactMessageLead(doc as ContactMessage)
    // A queue that refuses the mail is logged and the lead kept: what the visitor sent comes first.
    const job = MAILED_BY_THEIR_ROUTE.includes(collection)
      ? undefined
      : await enqueueMail(payload, agencyLeadMail(lead, env().AGENCY_EMAIL), req).catch(
          (err: unknown) => {
            payload.logger.error(
              { err, collection, id: doc.id },
              'a lead is stored but its mail to the agency could not be queued',
            )
            return undefined
          },
        )
    const notice: StaffNotice = {
      kind: KIND_OF[collection],
      id: doc.id as number | string,
      title: lead.subject,
      url: lead.link,
    }
    // After the save's own work (its transaction) and outside its request.
    setImmediate(() => {
      notifyStaff(notice, (err) => payload.logger.error({ err }, 'live notice to staff failed'))
      if (job)
        tryOnceCommitted(payload, job).catch((err: unknown) =>
          payload.logger.error(
            { err, collection, id: doc.id },
            'a lead is stored and its mail to the agency queued, but its first try failed',
          ),
        )
    })
    return doc
  }
