import { escapeHtml } from '@contract/escape-html'
import type { Language } from '@contract/languages'

import { t } from '../messages'
import type { AgencyCard } from './agency-card'
import { greeting } from './greeting'
import { button, note, paragraph } from './styles'
import { mailLayout, type MailContent } from './layout'

const e = escapeHtml

/**
 * The mail that proves a client's new address: its link marks the address verified. It goes to an
 * address nobody has proven yet, so it carries no text the client wrote: the first name is not
 * written (whoever typed that address could have made it a message to its owner).
 */
export function verificationMail(
  lang: Language,
  link: string,
  _firstname: string,
  agency: AgencyCard,
): MailContent {
  const hello = greeting(lang, '')
  const [intro, action, expiry, ignore] = [
    t(lang, 'verification.intro'),
    t(lang, 'verification.action'),
    t(lang, 'verification.expiry'),
    t(lang, 'verification.ignore'),
  ]
  const text = [hello, '', intro, '', `${action} : ${link}`, '', expiry, ignore]
  const html = [
    paragraph(e(hello), 'margin:0 0 12px'),
    paragraph(e(intro), 'margin:0 0 12px'),
    button(link, action, '8px 0 16px'),
    note(`${e(expiry)}<br>${e(ignore)}`, 'margin:0'),
  ]
  const subject = `${t(lang, 'verification.subject')} – ${agency.name}`
  return mailLayout(lang, { subject, text: text.join('\n'), html: html.join('\n') }, agency)
}
