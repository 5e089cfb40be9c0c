import { escapeHtml } from '@contract/escape-html'
import type { Language } from '@contract/languages'

import { t } from '../messages'
import type { AgencyCard } from './agency-card'
import { greeting } from './greeting'
import { button, note, paragraph } from './styles'
import { mailLayout } from './layout'

export type PasswordMailKind = 'reset' | 'welcome'

const e = escapeHtml

/** The "choose your password" mail, in the client's language and the agency's frame. */
export function passwordMail(
  kind: PasswordMailKind,
  lang: Language,
  link: string,
  firstname: string,
  agency: AgencyCard,
) {
  const hello = greeting(lang, firstname)
  const [intro, action, expiry, ignore] = [
    t(lang, `password.intro.${kind}`),
    t(lang, 'password.action'),
    t(lang, 'password.expiry'),
    t(lang, 'password.ignore'),
  ]
  const text = [hello, '', intro, '', `${action}: ${link}`, '', expiry, ignore]
  const html = [
    paragraph(e(hello), 'margin:0 0 12px'),
    paragraph(e(intro), 'margin:0 0 12px'),
    button(link, action, '8px 0 16px'),
    note(`${e(expiry)}<br>${e(ignore)}`, 'margin:0'),
  ]
  const subject = `${t(lang, `password.subject.${kind}`)} · ${agency.name}`
  return mailLayout(lang, { subject, text: text.join('\n'), html: html.join('\n') }, agency)
}
