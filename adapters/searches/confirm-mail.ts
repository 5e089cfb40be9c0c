import type { Locale } from '../../cms/locales'
import type { AlertFrequency } from '../contract/saved-search'
import { alertConfirmPath } from '../contract/saved-search'
import { escapeHtml } from '../http/escape-html'
import { alertMailText, fill } from './mail-text'

/** The double opt-in mail of a visitor without an account: a link to the site's confirmation page. */
export function confirmMail({ token, frequency, lang, publicUrl }: { token: string; frequency: AlertFrequency; lang: Locale; publicUrl: string }) {
  const t = alertMailText(lang)
  // The page opens in the language the visitor searched in.
  const link = `${publicUrl}${alertConfirmPath(token)}?lang=${lang}`
  const intro = fill(t.confirmIntro, { frequency: t[frequency] })
  return {
    subject: t.confirmSubject,
    text: `${intro}\n\n${t.confirmAction}: ${link}\n${t.confirmExpiry}\n\n${t.confirmIgnore}\n`,
    html: `<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(t.confirmAction)}</a><br>${escapeHtml(t.confirmExpiry)}</p><p style="color:#666">${escapeHtml(t.confirmIgnore)}</p>`,
  }
}
