import type { CollectionAfterChangeHook, Payload } from 'payload'

import { env } from '../env'
import { adminLink } from '../mail/admin-link'
import { agencyLeadMail, type LeadSummary } from '../mail/agency-lead-mail'
import { queueMail } from '../mail/queue-mail'
import { visitRequestOffer } from '../mail/visit-request-records'
import { t } from '../messages'
import type { Client, ContactMessage, VisitRequest } from '../payload-types'
import { idOf } from '../relation-id'
import { notifyStaff, type StaffNotice } from '../staff-notifier'

const fullName = (c: Partial<Client> | null | undefined) =>
  [c?.co_firstname, c?.co_name].filter(Boolean).join(' ') || c?.username || c?.email || ''

async function visitRequestLead(payload: Payload, doc: VisitRequest): Promise<LeadSummary> {
  const contactId = idOf(doc.contact)
  const [contact, offer] = await Promise.all([
    contactId == null
      ? null
      : (payload.findByID({
          collection: 'contacts',
          id: contactId,
          depth: 0,
          overrideAccess: true,
          disableErrors: true,
        }) as Promise<Client | null>),
    visitRequestOffer(payload, doc, 'fr'),
  ])
  const offerText = [offer?.of_ref, offer?.of_name].filter(Boolean).join(' — ')
  const client = fullName(contact)
  return {
    subject: offerText
      ? t('fr', 'agency.lead.visitSubjectOffer', { client, offer: offerText })
      : t('fr', 'agency.lead.visitSubject', { client }),
    rows: [
      [t('fr', 'agency.lead.client'), client],
      [t('fr', 'agency.lead.email'), contact?.email ?? ''],
      [t('fr', 'agency.lead.phone'), contact?.co_mobile1 || contact?.co_tel1 || ''],
      [t('fr', 'agency.lead.offer'), offerText],
      [t('fr', 'agency.lead.from'), doc.date_start],
      [t('fr', 'agency.lead.to'), doc.date_end],
    ],
    comment: doc.ac_comment ?? undefined,
    link: adminLink('actions', doc.id),
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
  }
}

const KIND_OF = {
  actions: 'visit-request',
  contacts: 'client',
  'contact-messages': 'contact-message',
} as const
type LeadCollection = keyof typeof KIND_OF

/**
 * Tells the agency at once about a new lead: the signed-in staff's live notice and, for visit
 * requests and new client accounts, a mail to AGENCY_EMAIL (the contact form's own mail already
 * goes to the agency, with the same admin link). Runs detached from the save: what the visitor
 * sent is stored whatever happens here, and a failure is only logged.
 */
async function tellAgency(
  payload: Payload,
  collection: LeadCollection,
  doc: Record<string, unknown>,
): Promise<void> {
  const lead =
    collection === 'actions'
      ? await visitRequestLead(payload, doc as unknown as VisitRequest)
      : collection === 'contacts'
        ? clientLead(doc as unknown as Client)
        : contactMessageLead(doc as unknown as ContactMessage)
  const notice: StaffNotice = {
    kind: KIND_OF[collection],
    id: doc.id as number | string,
    title: lead.subject,
    url: lead.link,
  }
  notifyStaff(notice, (err) => payload.logger.error({ err }, 'live notice to staff failed'))
  if (collection !== 'contact-messages')
    await queueMail(payload, agencyLeadMail(lead, env().AGENCY_EMAIL))
}

function contactMessageLead(doc: ContactMessage): LeadSummary {
  return {
    subject: t('fr', 'agency.lead.contactSubject', { firstname: doc.firstname, name: doc.name }),
    rows: [],
    link: adminLink('contact-messages', doc.id),
  }
}

/** The afterChange hook of a lead collection; accounts that staff create themselves, and the seed's records, are not leads. */
export const notifyAgencyOfLead =
  (collection: LeadCollection): CollectionAfterChangeHook =>
  ({ doc, operation, req, context }) => {
    // Demo data is not a lead.
    if (operation !== 'create' || context.seeding) return doc
    if (collection === 'contacts' && req.user?.collection === 'users') return doc
    const { payload } = req
    // After the save's own work (its transaction, on MongoDB) and outside its request.
    setImmediate(() => {
      tellAgency(payload, collection, doc).catch((err: unknown) =>
        payload.logger.error(
          { err, collection, id: doc.id },
          'the agency could not be told of a new lead',
        ),
      )
    })
    return doc
  }
