import { escapeHtml } from '@contract/escape-html'
import type { Language } from '@contract/languages'

import { t } from '../messages'
import type { AgencyCard } from './agency-card'
import { greeting } from './greeting'
import { mailLayout } from './layout'
import { button, css, note, paragraph } from './styles'

const e = escapeHtml

/** The invitation a client receives from staff: the activation code, and the link that carries it. */
export function invitationMail(
  lang: Language,
  link: string,
  code: string,
  firstname: string,
  agency: AgencyCard,
) {
  const hello = greeting(lang, firstname)
  const [intro, action, codeLine, expiry] = [
    t(lang, 'invitation.intro'),
    t(lang, 'invitation.action'),
    t(lang, 'invitation.codeLine'),
    t(lang, 'invitation.expiry'),
  ]
  const text = [hello, '', intro, '', `${codeLine}: ${code}`, `${action}: ${link}`, '', expiry]
  // The code in a face whose 0 and O differ, large enough to copy by eye.
  const codeStyle = css(
    "font-family:'Courier New',Courier,monospace",
    'font-size:17px',
    'letter-spacing:0.06em',
  )
  const html = [
    paragraph(e(hello), 'margin:0 0 12px'),
    paragraph(e(intro), 'margin:0 0 12px'),
    paragraph(
      `${e(codeLine)}${lang === 'fr' ? '&nbsp;:' : ':'} <strong style="${codeStyle}">${e(code)}</strong>`,
      'margin:0 0 8px',
    ),
    button(link, action, '8px 0 16px'),
    note(e(expiry), 'margin:0'),
  ]
  const subject = `${t(lang, 'invitation.subject')} · ${agency.name}`
  return mailLayout(lang, { subject, text: text.join('\n'), html: html.join('\n') }, agency)
}
