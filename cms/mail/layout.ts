import { escapeHtml } from '@contract/escape-html'
import { htmlLang, type Language } from '@contract/languages'
import { MAIL_LOGO_PATH } from '@contract/media'

import { agencyCard, type AgencyCard } from './agency-card'
import { LAYOUT_TEXT } from './layout-text'

/** A mail as its builder writes it: subject, plain text and an HTML fragment (paragraphs, tables). */
export type MailContent = { subject: string; text: string; html: string }

const NAVY = '#14213d'
const GOLD = '#c9a55c'
const FONT = 'Arial,Helvetica,sans-serif'
const SERIF = "Georgia,'Times New Roman',serif"

/** A label and its value on one line of text; French puts a space before the colon. */
export const labelled = (lang: Language, label: string, value: string): string =>
  `${label}${lang === 'fr' ? ' :' : ':'} ${value}`

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`
const siteName = (url: string) => url.replace(/^https?:\/\//, '')

/**
 * The logo, a PNG served by the site (Gmail and Outlook show no SVG), in a cell of its own colours
 * whose alternative text is its letter: mail programs block images from an unknown sender by
 * default, and then the cell still shows the monogram, gold on navy.
 */
const logo = (agency: AgencyCard) => {
  const letter = escapeHtml(agency.name.trim().charAt(0).toUpperCase() || 'B')
  const src = escapeHtml(`${agency.website.replace(/\/+$/, '')}${MAIL_LOGO_PATH}`)
  return `<td width="44" height="44" align="center" valign="middle" bgcolor="${NAVY}" style="width:44px;height:44px;background:${NAVY};border-radius:8px;text-align:center"><img src="${src}" width="44" height="44" alt="${letter}" style="display:block;width:44px;height:44px;border:0;border-radius:8px;color:${GOLD};font-family:${SERIF};font-size:26px;font-weight:bold;line-height:44px;text-align:center"></td>`
}

/**
 * Every mail the site sends, in the agency's frame: the monogram and name on top, the builder's
 * content, a signature in the recipient's language, and the agency's address, phone, mailbox and
 * site at the bottom, in the HTML and in the plain text alike. The HTML is what Gmail and Outlook
 * render: nested tables, inline styles only, 600 px at most (fixed for Outlook on Windows, which
 * ignores max-width), and nothing but the builder's already escaped fragment inside.
 */
export function mailLayout(
  lang: Language,
  mail: MailContent,
  agency: AgencyCard = agencyCard(),
): MailContent {
  const t = LAYOUT_TEXT[lang]
  const team = t.team.replace('{agency}', agency.name)
  const text = [
    mail.text.replace(/\s+$/, ''),
    '',
    t.regards,
    team,
    '',
    '--',
    agency.name,
    agency.address,
    `${t.phone} ${agency.phone}`,
    agency.email,
    labelled(lang, t.website, agency.website),
    '',
  ].join('\n')
  const e = escapeHtml
  const footer = [
    `<strong style="color:${NAVY}">${e(agency.name)}</strong>`,
    e(agency.address),
    `${e(t.phone)} <a href="${e(telHref(agency.phone))}" style="color:#4b5563;text-decoration:none">${e(agency.phone)}</a> · <a href="mailto:${e(agency.email)}" style="color:#4b5563">${e(agency.email)}</a>`,
    `<a href="${e(agency.website)}" style="color:#4b5563">${e(siteName(agency.website))}</a>`,
  ].join('<br>')
  const html = `<!DOCTYPE html>
<html lang="${htmlLang(lang)}" xmlns="http://www.w3.org/1999/xhtml">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="x-apple-disable-message-reformatting">
<title>${e(mail.subject)}</title>
</head>
<body style="margin:0;padding:0;background:#f4f1ea;-webkit-text-size-adjust:100%">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#f4f1ea" style="background:#f4f1ea">
<tr><td align="center" style="padding:24px 12px">
<!--[if mso]><table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0"><tr><td><![endif]-->
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#ffffff" style="max-width:600px;background:#ffffff;border:1px solid #e7e1d3;border-radius:6px">
<tr><td style="padding:20px 24px;border-bottom:3px solid ${GOLD}">
<table role="presentation" cellpadding="0" cellspacing="0" border="0"><tr>
${logo(agency)}
<td style="padding-left:14px;font-family:${SERIF};font-size:21px;letter-spacing:0.04em;color:${NAVY}"><a href="${e(agency.website)}" style="color:${NAVY};text-decoration:none">${e(agency.name)}</a></td>
</tr></table>
</td></tr>
<tr><td style="padding:24px;font-family:${FONT};font-size:15px;line-height:1.55;color:#1f2937">
${mail.html}
<p style="margin:24px 0 0">${e(t.regards)}<br><strong>${e(team)}</strong></p>
</td></tr>
<tr><td bgcolor="#f8f6f1" style="padding:16px 24px;background:#f8f6f1;border-top:1px solid #e7e1d3;border-radius:0 0 6px 6px;font-family:${FONT};font-size:12px;line-height:1.6;color:#4b5563">
${footer}
</td></tr>
</table>
<!--[if mso]></td></tr></table><![endif]-->
</td></tr>
</table>
</body>
</html>
`
  return { subject: mail.subject, text, html }
}
