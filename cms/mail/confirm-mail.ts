import type { Payload } from 'payload'
import type { Language } from '@contract/languages'
import type { AlertFrequency, SavedFilter } from '@contract/saved-search'
import { alertConfirmPath } from '@contract/saved-search'
import { escapeHtml } from '@contract/escape-html'

import { labelled, mailLayout } from '../mail/layout'
import { agencyCard, type AgencyCard } from '../mail/agency-card'
import { searchCriteria } from './criteria'
import { alertMailText, fill } from './mail-text'

const e = escapeHtml

/** The double opt-in mail of a visitor without an account: the search's criteria in words, and a link to the site's confirmation page. */
export async function confirmMail(
  payload: Payload,
  {
    token,
    frequency,
    lang,
    publicUrl,
    filter,
    agency = agencyCard(),
  }: {
    token: string
    frequency: AlertFrequency
    lang: Language
    publicUrl: string
    filter: SavedFilter
    agency?: AgencyCard
  },
) {
  const t = alertMailText(lang)
  const criteria = await searchCriteria(payload, filter, lang, t[frequency])
  // The page opens in the language the visitor searched in.
  const link = `${publicUrl}${alertConfirmPath(token)}?lang=${lang}`
  const intro = fill(t.confirmIntro, { frequency: t[frequency] })
  const rowsText = criteria.rows.map((r) => `- ${labelled(lang, r.label, r.value)}`).join('\n')
  const rowsHtml = criteria.rows
    .map(
      (r) =>
        `<tr><td style="padding:4px 16px 4px 0;color:#6b7280;vertical-align:top;white-space:nowrap">${e(r.label)}</td><td style="padding:4px 0;vertical-align:top">${e(r.value)}</td></tr>`,
    )
    .join('')
  return mailLayout(
    lang,
    {
      subject: t.confirmSubject,
      text: `${intro}\n\n${t.confirmAction}: ${link}\n${t.confirmExpiry}\n\n${criteria.title}\n${rowsText}\n\n${t.confirmIgnore}\n`,
      html: [
        `<p style="margin:0 0 12px">${e(intro)}</p>`,
        `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 8px"><tr><td bgcolor="#14213d" style="background:#14213d;border-radius:4px"><a href="${e(link)}" style="display:inline-block;padding:10px 18px;font-family:Arial,Helvetica,sans-serif;font-size:14px;font-weight:bold;color:#ffffff;text-decoration:none">${e(t.confirmAction)}</a></td></tr></table>`,
        `<p style="margin:0 0 16px;font-size:13px;color:#6b7280">${e(t.confirmExpiry)}</p>`,
        `<p style="margin:0 0 4px;font-weight:bold;color:#14213d">${e(criteria.title)}</p>`,
        `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px;font-size:14px">${rowsHtml}</table>`,
        `<p style="margin:0;color:#6b7280;font-size:13px">${e(t.confirmIgnore)}</p>`,
      ].join('\n'),
    },
    agency,
  )
}
