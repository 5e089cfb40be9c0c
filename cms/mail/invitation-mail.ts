import { escapeHtml } from '@contract/escape-html'
import type { Language } from '@contract/languages'

import { t } from '../messages'
import type { AgencyCard } from './agency-card'
import { greeting } from './greeting'
import { mailLayout } from './layout'

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
  const html = [
    `<p>${e(hello)}</p>`,
    `<p>${e(intro)}</p>`,
    `<p>${e(codeLine)}&nbsp;: <strong style="font-family:monospace">${e(code)}</strong></p>`,
    `<p><a href="${e(link)}">${e(action)}</a></p>`,
    `<p>${e(expiry)}</p>`,
  ]
  const subject = `${t(lang, 'invitation.subject')} · ${agency.name}`
  return mailLayout(lang, { subject, text: text.join('\n'), html: html.join('\n') }, agency)
}
