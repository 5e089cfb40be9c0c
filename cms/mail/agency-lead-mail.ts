import { escapeHtml } from '@contract/escape-html'

import { agencyCard, type AgencyCard } from './agency-card'
import { mailLayout } from './layout'

/** One lead told to the agency: a French subject, labelled lines and the record's admin link. */
export type LeadSummary = {
  subject: string
  rows: [string, string][]
  comment?: string
  link: string
}

/** The mail the agency receives for a new lead (staff read French). */
export function agencyLeadMail(lead: LeadSummary, to: string, agency: AgencyCard = agencyCard()) {
  const lines = lead.rows.filter(([, v]) => v).map(([k, v]) => `${k} : ${v}`)
  const table = lead.rows
    .filter(([, v]) => v)
    .map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`)
    .join('')
  const comment = lead.comment?.trim()
  const mail = mailLayout(
    'fr',
    {
      subject: lead.subject.replace(/[\r\n]+/g, ' ').slice(0, 200),
      text: `${lines.join('\n')}\n${comment ? `\n${comment}\n` : ''}\nVoir dans l’administration : ${lead.link}\n`,
      html:
        `<table role="presentation" cellpadding="4" cellspacing="0" border="0">${table}</table>` +
        (comment ? `<p style="white-space:pre-wrap">${escapeHtml(comment)}</p>` : '') +
        `<p><a href="${escapeHtml(lead.link)}">Voir dans l’administration</a></p>`,
    },
    agency,
  )
  return { to, ...mail }
}
