import { escapeHtml } from '@contract/escape-html'
import type { Language } from '@contract/languages'

import { t } from '../messages'
import { visitDay } from './acknowledgement-mail'
import type { AgencyCard } from './agency-card'
import { greeting } from './greeting'
import { mailLayout, type MailContent } from './layout'
import { paragraph } from './styles'

const e = escapeHtml

/**
 * The confirmation that a client's account is gone: what was erased, what the agency keeps
 * without the person, and whom to call if the client did not ask for it. Only a proven address is
 * greeted by name (the name was typed beside the address).
 */
export function accountDeletedMail(
  lang: Language,
  deletedOn: Date,
  firstname: string,
  agency: AgencyCard,
): MailContent {
  const lines = [
    greeting(lang, firstname),
    t(lang, 'accountDeleted.done', { date: visitDay(deletedOn.toISOString().slice(0, 10), lang) }),
    t(lang, 'accountDeleted.removed'),
    t(lang, 'accountDeleted.kept'),
    t(lang, 'accountDeleted.notYou', { phone: agency.phone }),
  ]
  return mailLayout(
    lang,
    {
      subject: `${t(lang, 'accountDeleted.subject')} · ${agency.name}`,
      text: lines.join('\n\n'),
      html: lines
        .map((line, i) =>
          paragraph(e(line), i === lines.length - 1 ? 'margin:0' : 'margin:0 0 12px'),
        )
        .join('\n'),
    },
    agency,
  )
}
