import type { Payload } from 'payload'
import type { Language } from '@contract/languages'
import type { AlertFrequency, SavedFilter } from '@contract/saved-search'
import { alertConfirmPath } from '@contract/saved-search'
import { escapeHtml } from '@contract/escape-html'

import { t } from '../messages'
import { searchCriteria, type Criterion } from '../searches/criteria'
import { agencyCard, type AgencyCard } from './agency-card'
import { labelled, mailLayout } from './layout'
import { button, css, heading, MUTED, paragraph, presentation, TIGHT } from './styles'

const e = escapeHtml

/** The criteria as a two-column table: label, then value. */
function criteriaTable(rows: Criterion[]): string {
  const label = css(
    'padding:4px 16px 4px 0',
    `color:${MUTED}`,
    'vertical-align:top',
    'white-space:nowrap',
  )
  const value = css('padding:4px 0', 'vertical-align:top')
  const cells = rows
    .map(
      (r) =>
        `<tr><td style="${label}">${e(r.label)}</td><td style="${value}">${e(r.value)}</td></tr>`,
    )
    .join('')
  return presentation(`${TIGHT} style="margin:0 0 16px;font-size:14px"`, cells)
}

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
  const often = t(lang, `frequency.${frequency}`)
  const criteria = await searchCriteria(payload, filter, lang, often)
  // The page opens in the language the visitor searched in.
  const link = `${publicUrl}${alertConfirmPath(token)}?lang=${lang}`
  const intro = t(lang, 'alertConfirm.intro', { frequency: often })
  const [action, expiry, ignore] = [
    t(lang, 'alertConfirm.action'),
    t(lang, 'alertConfirm.expiry'),
    t(lang, 'alertConfirm.ignore'),
  ]
  const rowsText = criteria.rows.map((r) => `- ${labelled(lang, r.label, r.value)}`).join('\n')
  return mailLayout(
    lang,
    {
      subject: t(lang, 'alertConfirm.subject'),
      text: `${intro}\n\n${action}: ${link}\n${expiry}\n\n${criteria.title}\n${rowsText}\n\n${ignore}\n`,
      html: [
        paragraph(e(intro), 'margin:0 0 12px'),
        button(link, action, '0 0 8px'),
        paragraph(e(expiry), 'margin:0 0 16px', 'font-size:13px', `color:${MUTED}`),
        heading(e(criteria.title)),
        criteriaTable(criteria.rows),
        paragraph(e(ignore), 'margin:0', `color:${MUTED}`, 'font-size:13px'),
      ].join('\n'),
    },
    agency,
  )
}
