import type { ContactMessageFields } from '@contract/contact-message'
import { escapeHtml } from '@contract/escape-html'

import { t } from '../messages'
import { agencyCard, type AgencyCard } from './agency-card'
import { fieldsTable } from './fields-table'
import { mailLayout } from './layout'
import { button, paragraph } from './styles'

const e = escapeHtml

/** The offer a message was written from: its reference and name, and its negotiator, who answers first. */
export type MessageOffer = { text: string; negotiator: { name: string; email: string } | null }

const rows = (m: ContactMessageFields, offer?: MessageOffer | null): [string, string][] => [
  [t('fr', 'agency.contactForm.firstname'), m.firstname],
  [t('fr', 'agency.contactForm.name'), m.name],
  [t('fr', 'agency.contactForm.email'), m.email],
  [t('fr', 'agency.contactForm.tel'), m.tel],
  [t('fr', 'agency.contactForm.country'), m.country],
  ...(offer ? [[t('fr', 'agency.lead.offer'), offer.text] as [string, string]] : []),
]

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
  agency: AgencyCard = agencyCard(),
) {
  const header = rows(m, offer)
    .map(([k, v]) => `${k}: ${v}`)
    .join('\n')
  const seeInAdmin = t('fr', 'agency.seeInAdmin')
  const name = `${m.firstname} ${m.name}`
  const subject = offer
    ? t('fr', 'agency.contactForm.subjectOffer', { name, offer: offer.text })
    : t('fr', 'agency.contactForm.subject', { name })
  const mail = mailLayout(
    'fr',
    {
      subject: subject.replace(/[\r\n]+/g, ' ').slice(0, 200),
      text: `${header}\n\n${m.message}\n\n${seeInAdmin} : ${adminLink}\n`,
      html: [
        fieldsTable(rows(m, offer), { header: true }),
        paragraph(e(m.message), 'margin:0 0 12px', 'white-space:pre-wrap'),
        button(adminLink, seeInAdmin, '16px 0 0'),
      ].join('\n'),
    },
    agency,
  )
  const routed = offer?.negotiator ? { to: offer.negotiator.email, cc: to } : { to }
  return { ...routed, replyTo: { name, address: m.email }, ...mail }
}
