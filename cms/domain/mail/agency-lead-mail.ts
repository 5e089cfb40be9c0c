import { escapeHtml } from '@contract/escape-html'

import { t } from '../messages'
import { agencyCard, type AgencyCard } from './agency-card'
import { fieldsTable } from './fields-table'
import { mailLayout } from './layout'
import { button, paragraph } from './styles'

/** One lead told to the agency: a French subject, labelled lines and the record's admin link. */
export type LeadSummary = {
  subject: string
  rows: [string, string][]
  comment?: string
  link: string
  /** Whom staff answer with one click: the lead's own address, when it gave one. */
  replyTo?: { name: string; address: string }
  /** The offer's negotiator, who gets the lead first (the agency in copy). */
  negotiator?: { name: string; email: string }
}

const e = escapeHtml

/**
 * The mail the agency receives for a new lead, at `to` (staff read French; answering it replies
 * to the lead); a lead for an offer with a negotiator goes to the negotiator with `to` in copy.
 */
export function agencyLeadMail(lead: LeadSummary, to: string, agency: AgencyCard = agencyCard()) {
  const filled = lead.rows.filter(([, v]) => v)
  const lines = filled.map(([k, v]) => `${k} : ${v}`)
  const comment = lead.comment?.trim()
  const seeInAdmin = t('fr', 'agency.seeInAdmin')
  const mail = mailLayout(
    'fr',
    {
      subject: lead.subject.replace(/[\r\n]+/g, ' ').slice(0, 200),
      text: `${lines.join('\n')}\n${comment ? `\n${comment}\n` : ''}\n${seeInAdmin} : ${lead.link}\n`,
      html: [
        fieldsTable(filled, { header: true }),
        comment ? paragraph(e(comment), 'margin:0 0 12px', 'white-space:pre-wrap') : '',
        button(lead.link, seeInAdmin, '16px 0 0'),
      ].join('\n'),
    },
    agency,
  )
  // An offer's lead goes to its negotiator, the agency in copy; any other to the agency.
  const routed = lead.negotiator ? { to: lead.negotiator.email, cc: to } : { to }
  return { ...routed, ...(lead.replyTo ? { replyTo: lead.replyTo } : {}), ...mail }
}
