import type { ContactMessageFields } from '@contract/contact-message'

import { t } from '../messages'
import type { AgencyCard } from './agency-card'
import { agencyLeadMail } from './agency-lead-mail'

/** The offer a message was written from: its reference and name, and its negotiator, who answers first. */
export type MessageOffer = { text: string; negotiator: { name: string; email: string } | null }

/**
 * The mail the agency receives for a contact-form message (answering it replies to the visitor),
 * with the message's admin page; in French, as staff read. A message written from an offer names
 * the offer and goes to its negotiator, the agency in copy, as a visit request does.
 */
export function contactMail(
  m: ContactMessageFields,
  to: string,
  adminLink: string,
  offer?: MessageOffer | null,
  agency?: AgencyCard,
) {
  const name = `${m.firstname} ${m.name}`
  return agencyLeadMail(
    {
      subject: offer
        ? t('fr', 'agency.contactForm.subjectOffer', { name, offer: offer.text })
        : t('fr', 'agency.contactForm.subject', { name }),
      rows: [
        [t('fr', 'agency.contactForm.firstname'), m.firstname],
        [t('fr', 'agency.contactForm.name'), m.name],
        [t('fr', 'agency.contactForm.email'), m.email],
        [t('fr', 'agency.contactForm.tel'), m.tel],
        [t('fr', 'agency.contactForm.country'), m.country],
        ...(offer ? [[t('fr', 'agency.lead.offer'), offer.text] as [string, string]] : []),
      ],
      comment: m.message,
      link: adminLink,
      replyTo: { name, address: m.email },
      ...(offer?.negotiator ? { negotiator: offer.negotiator } : {}),
    },
    to,
    agency,
  )
}
