import { escapeHtml } from '@contract/escape-html'
import { htmlLang, type Language } from '@contract/languages'
import { MAIL_LOGO_PATH } from '@contract/media'
import { telHref } from '@contract/phone-links'

import { t } from '../messages'
import { agencyCard, type AgencyCard } from './agency-card'
import {
  css,
  FONT,
  GOLD,
  GREY,
  INK,
  NAVY,
  PAPER,
  PAPER_LIGHT,
  presentation,
  RULE,
  SERIF,
  SMALL_TEXT,
  TIGHT,
  WRAP,
} from './styles'

/** A mail as its builder writes it: subject, plain text and an HTML fragment (paragraphs, tables). */
export type MailContent = { subject: string; text: string; html: string }

/** A label and its value on one line of text; French puts a space before the colon. */
export const labelled = (lang: Language, label: string, value: string): string =>
  `${label}${lang === 'fr' ? ' :' : ':'} ${value}`

const e = escapeHtml
const siteName = (url: string) => url.replace(/^https?:\/\//, '')

/**
 * The logo, a PNG served by the site (Gmail and Outlook show no SVG), in a cell of its own colours
 * whose alternative text is its letter: mail programs block images from an unknown sender by
 * default, and then the cell still shows the monogram, gold on navy.
 */
const logo = (agency: AgencyCard) => {
  const letter = e(agency.name.trim().charAt(0).toUpperCase() || 'B')
  const src = e(`${agency.website.replace(/\/+$/, '')}${MAIL_LOGO_PATH}`)
  const square = ['width:44px', 'height:44px']
  const cell = css(...square, `background:${NAVY}`, 'border-radius:8px', 'text-align:center')
  const img = css(
    'display:block',
    ...square,
    'border:0',
    'border-radius:8px',
    `color:${GOLD}`,
    `font-family:${SERIF}`,
    'font-size:26px',
    'font-weight:bold',
    'line-height:44px',
    'text-align:center',
  )
  const box = `width="44" height="44" align="center" valign="middle" bgcolor="${NAVY}"`
  return `<td ${box} style="${cell}"><img src="${src}" width="44" height="44" alt="${letter}" style="${img}"></td>`
}

const link = (href: string, text: string, style: string) =>
  `<a href="${e(href)}" style="${style}">${e(text)}</a>`

/** The agency's name, address, phone, mailbox and site under every mail. */
function footer(lang: Language, agency: AgencyCard): string {
  const grey = `color:${GREY}`
  return [
    `<strong style="color:${NAVY}">${e(agency.name)}</strong>`,
    e(agency.address),
    `${e(t(lang, 'layout.phone'))} ${link(telHref(agency.phone), agency.phone, css(grey, 'text-decoration:none'))}` +
      ` · ${link(`mailto:${agency.email}`, agency.email, grey)}`,
    link(agency.website, siteName(agency.website), grey),
  ].join('<br>')
}

const FRAME = css(
  'max-width:600px',
  'background:#ffffff',
  `border:1px solid ${RULE}`,
  'border-radius:6px',
)
const BODY = css(
  'padding:24px',
  `font-family:${FONT}`,
  'font-size:15px',
  'line-height:1.55',
  `color:${INK}`,
  WRAP,
)
const FOOT = css(
  'padding:16px 24px',
  `background:${PAPER_LIGHT}`,
  `border-top:1px solid ${RULE}`,
  'border-radius:0 0 6px 6px',
  `font-family:${FONT}`,
  `font-size:${SMALL_TEXT}`,
  'line-height:1.6',
  `color:${GREY}`,
  WRAP,
)
const NAME = css(
  'padding-left:14px',
  `font-family:${SERIF}`,
  'font-size:21px',
  'letter-spacing:0.04em',
  `color:${NAVY}`,
)

/**
 * On a phone, for the mail programs that read a style sheet (Apple Mail, Gmail's apps): narrower
 * margins, and an alert's photos as wide as the screen. The inline styles alone already keep every
 * mail within a phone's width; this only gives the text a little more room.
 */
const PHONE_STYLE =
  '@media only screen and (max-width:480px){' +
  '.mail-outer{padding:12px 6px!important}' +
  '.mail-pad{padding-left:16px!important;padding-right:16px!important}' +
  '.offer-photo{max-width:none!important;margin-right:0!important}' +
  '.offer-photo img{width:100%!important;max-width:none!important;height:auto!important}' +
  '}'

/**
 * Every mail the site sends, in the agency's frame: the monogram and name on top, the builder's
 * content, a signature in the recipient's language, and the agency's address, phone, mailbox and
 * site at the bottom, in the HTML and in the plain text alike. The HTML is what Gmail and Outlook
 * render: nested tables, inline styles (the head's style sheet only narrows the margins on a
 * phone), 600 px at most (fixed for Outlook on Windows, which ignores max-width), text of 14 px at
 * least, words that break rather than widen the mail, and nothing but the builder's already
 * escaped fragment inside.
 */
export function mailLayout(
  lang: Language,
  mail: MailContent,
  agency: AgencyCard = agencyCard(),
): MailContent {
  const regards = t(lang, 'layout.regards')
  const team = t(lang, 'layout.team', { agency: agency.name })
  const text = [
    mail.text.replace(/\s+$/, ''),
    '',
    regards,
    team,
    '',
    '--',
    agency.name,
    agency.address,
    `${t(lang, 'layout.phone')} ${agency.phone}`,
    agency.email,
    labelled(lang, t(lang, 'layout.website'), agency.website),
    '',
  ].join('\n')
  const brand = presentation(
    TIGHT,
    `<tr>\n${logo(agency)}\n<td style="${NAME}">${link(agency.website, agency.name, css(`color:${NAVY}`, 'text-decoration:none'))}</td>\n</tr>`,
  )
  const html = `<!DOCTYPE html>
<html lang="${htmlLang(lang)}" xmlns="http://www.w3.org/1999/xhtml">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="x-apple-disable-message-reformatting">
<title>${e(mail.subject)}</title>
<style>${PHONE_STYLE}</style>
</head>
<body style="${css('margin:0', 'padding:0', `background:${PAPER}`, '-webkit-text-size-adjust:100%')}">
<table role="presentation" width="100%" ${TIGHT} bgcolor="${PAPER}" style="background:${PAPER}">
<tr><td class="mail-outer" align="center" style="padding:24px 12px">
<!--[if mso]><table role="presentation" width="600" ${TIGHT}><tr><td><![endif]-->
<table role="presentation" width="100%" ${TIGHT} bgcolor="#ffffff" style="${FRAME}">
<tr><td class="mail-pad" style="padding:20px 24px;border-bottom:3px solid ${GOLD}">
${brand}
</td></tr>
<tr><td class="mail-pad" style="${BODY}">
${mail.html}
<p style="margin:24px 0 0">${e(regards)}<br><strong>${e(team)}</strong></p>
</td></tr>
<tr><td class="mail-pad" bgcolor="${PAPER_LIGHT}" style="${FOOT}">
${footer(lang, agency)}
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
