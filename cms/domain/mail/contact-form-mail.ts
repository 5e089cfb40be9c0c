import type { ContactMessageFields } from '@contract/contact-message'
import { escapeHtml } from '@contract/escape-html'

import { t } from '../messages'
import { agencyCard, type AgencyCard } from './agency-card'
import { fieldsTable } from './fields-table'
import { mailLayout } from './layout'
import { button, paragraph } from './styles'

const e = escapeHtml

const rows = (m: ContactMessageFields): [string, string][] => [
  [t('fr', 'agency.contactForm.firstname'), m.firstname],
  [t('fr', 'agency.contactForm.name'), m.name],
  [t('fr', 'agency.contactForm.email'), m.email],
  [t('fr', 'agency.contactForm.tel'), m.tel],
  [t('fr', 'agency.contactForm.country'), m.country],
]

/** The mail the agency receives for a contact-form message (answering it replies to the visitor), with the message's admin page; in French, as staff read. */
export function contactMail(
  m: ContactMessageFields,
  to: string,
  adminLink: string,
  agency: AgencyCard = agencyCard(),
) {
  const header = rows(m)
    .map(([k, v]) => `${k}: ${v}`)
    .join('\n')
  const seeInAdmin = t('fr', 'agency.seeInAdmin')
  const subject = t('fr', 'agency.contactForm.subject', { name: `${m.firstname} ${m.name}` })
  const mail = mailLayout(
    'fr',
    {
      subject: subject.replace(/[\r\n]+/g, ' ').slice(0, 200),
      text: `${header}\n\n${m.message}\n\n${seeInAdmin} : ${adminLink}\n`,
      html: [
        fieldsTable(rows(m), { header: true }),
        paragraph(e(m.message), 'margin:0 0 12px', 'white-space:pre-wrap'),
        button(adminLink, seeInAdmin, '16px 0 0'),
      ].join('\n'),
    },
    agency,
  )
  return { to, replyTo: { name: `${m.firstname} ${m.name}`, address: m.email }, ...mail }
}
