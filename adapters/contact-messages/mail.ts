import { escapeHtml } from '@contract/escape-html'

import { agencyCard, type AgencyCard } from '../../cms/mail/agency-card'
import { mailLayout } from '../../cms/mail/layout'

export type ContactForm = {
  firstname: string
  name: string
  email: string
  tel: string
  country: string
  message: string
}

const rows = (m: ContactForm): [string, string][] => [
  ['Prénom / First name', m.firstname],
  ['Nom / Name', m.name],
  ['E-mail', m.email],
  ['Téléphone / Phone', m.tel],
  ['Pays / Country', m.country],
]

/** The mail the agency receives for a contact-form message (answering it replies to the visitor), with the message's admin page; in French, as staff read. */
export function contactMail(
  m: ContactForm,
  to: string,
  adminLink: string,
  agency: AgencyCard = agencyCard(),
) {
  const header = rows(m)
    .map(([k, v]) => `${k}: ${v}`)
    .join('\n')
  const table = rows(m)
    .map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`)
    .join('')
  const mail = mailLayout(
    'fr',
    {
      subject: `Message du site de ${m.firstname} ${m.name}`.replace(/[\r\n]+/g, ' ').slice(0, 200),
      text: `${header}\n\n${m.message}\n\nVoir dans l’administration : ${adminLink}\n`,
      html: `<table role="presentation" cellpadding="4" cellspacing="0" border="0">${table}</table><p style="white-space:pre-wrap">${escapeHtml(m.message)}</p><p><a href="${escapeHtml(adminLink)}">Voir dans l’administration</a></p>`,
    },
    agency,
  )
  return { to, replyTo: { name: `${m.firstname} ${m.name}`, address: m.email }, ...mail }
}
