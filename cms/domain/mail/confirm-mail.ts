import type { Payload } from 'payload'
import type { Language } from '@contract/languages'
import type { AlertFrequency, SavedFilter } from '@contract/saved-search'
import { alertConfirmPath } from '@contract/saved-search'
import { escapeHtml } from '@contract/escape-html'

import { t } from '../messages'
import { searchCriteria } from '../searches/criteria'
import { agencyCard, type AgencyCard } from './agency-card'
import { labelled, mailLayout } from './layout'
import { fieldsTable } from './fields-table'
import { button, heading, note, paragraph } from './styles'

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
        note(e(expiry), 'margin:0 0 16px'),
        heading(e(criteria.title)),
        fieldsTable(
          criteria.rows.map((r) => [r.label, r.value] as const),
          { margin: '0 0 16px' },
        ),
        note(e(ignore), 'margin:0'),
      ].join('\n'),
    },
    agency,
  )
}
