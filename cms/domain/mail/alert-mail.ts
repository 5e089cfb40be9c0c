import type { Language } from '@contract/languages'
import { alertUnsubscribePath } from '@contract/saved-search'
import { imagePath, offerDetailPath } from '@contract/offer'
import type { Id } from '@contract/envelope'
import { escapeHtml } from '@contract/escape-html'
import { telHref } from '@contract/phone-links'

import { t } from '../messages'
import { agencyCard, type AgencyCard } from './agency-card'
import { labelled, mailLayout } from './layout'
import { button, css, DROP, note, paragraph, presentation, RULE, TIGHT } from './styles'

/**
 * `drop`: "Prix baissé de X à Y" when the offer came back at a lower asking price; `contact`: who
 * answers for it (its negotiator, else the agency's main line).
 */
export type AlertOffer = {
  slug: string
  name: string
  price: string
  drop?: string | null
  image: Id | null
  contact?: { name: string; phone: string } | null
}

const e = escapeHtml

const contactLine = (lang: Language, c: { name: string; phone: string }) =>
  [t(lang, 'alert.contact', { name: c.name }), c.phone].filter(Boolean).join(' · ')
const TOP = 'vertical-align:top'
// The body's width in a 600 px frame (550 px): the photo and its gap, then the details beside it.
const PHOTO_WIDTH = 200
const GAP = 16
const DETAILS_WIDTH = 330

/**
 * One offer of an alert: its photo, then its name, price, price drop and a button to its page.
 * Photo and details are two blocks side by side in a 600 px mail that wrap one under the other on
 * a phone (no style sheet needed: each is at most its width and at least the screen's); Outlook on
 * Windows, which lays out no such block, gets the two as the cells of a table.
 */
function card(o: AlertOffer, link: string, lang: Language, publicUrl: string): string {
  const block = (width: number, ...style: string[]) =>
    css('display:inline-block', 'width:100%', `max-width:${width}px`, TOP, ...style)
  const photo =
    o.image != null
      ? `<div class="offer-photo" style="${block(PHOTO_WIDTH, `margin:0 ${GAP}px 12px 0`)}">` +
        `<a href="${e(link)}"><img src="${e(`${publicUrl}${imagePath(o.image, 400, 300)}`)}" width="${PHOTO_WIDTH}" height="150" alt="" ` +
        `style="${css('display:block', 'width:100%', `max-width:${PHOTO_WIDTH}px`, 'height:auto', 'border:0', 'border-radius:4px')}"></a></div>`
      : ''
  const drop = o.drop
    ? paragraph(e(o.drop), 'margin:0 0 8px', `color:${DROP}`, 'font-weight:bold')
    : ''
  const contact = o.contact
    ? paragraph(
        `${e(t(lang, 'alert.contact', { name: o.contact.name }))}` +
          (o.contact.phone
            ? ` · <a href="${e(telHref(o.contact.phone))}">${e(o.contact.phone)}</a>`
            : ''),
        'margin:0 0 8px',
      )
    : ''
  const details =
    `<div style="${block(o.image != null ? DETAILS_WIDTH : PHOTO_WIDTH + GAP + DETAILS_WIDTH)}">` +
    [
      paragraph(e(o.name), 'margin:0 0 4px', 'font-weight:bold'),
      paragraph(e(o.price), 'margin:0 0 8px'),
      drop,
      contact,
      button(link, t(lang, 'alert.see'), '4px 0 0'),
    ].join('') +
    '</div>'
  const mso = (html: string) => `<!--[if mso]>${html}<![endif]-->`
  const row = photo
    ? mso(
        `<table role="presentation" width="100%" ${TIGHT}><tr><td width="${PHOTO_WIDTH + GAP}" valign="top">`,
      ) +
      photo +
      mso('</td><td valign="top">') +
      details +
      mso('</td></tr></table>')
    : details
  return `<tr><td style="${css('padding:16px 0', `border-top:1px solid ${RULE}`)}">${row}</td></tr>`
}

type AlertWords = { subject: string; intro: string }

/**
 * What the mail says it is about: one new offer, several, a price that went down (the offer's name
 * in the subject), several that did, or new offers among which some price drops.
 */
function alertWords(lang: Language, offers: AlertOffer[]): AlertWords {
  const count = offers.length
  const drops = offers.filter((o) => o.drop).length
  // One line of a subject, whatever was typed in the name; an offer without one goes by its price.
  const name = (offers[0]?.name ?? '').replace(/\s+/g, ' ').trim() || (offers[0]?.price ?? '')
  if (drops === 0)
    return {
      subject: count === 1 ? t(lang, 'alert.subjectOne') : t(lang, 'alert.subjectMany', { count }),
      intro: t(lang, 'alert.intro'),
    }
  if (drops < count)
    return {
      subject: t(lang, 'alert.subjectManyDrops', { count, drops }),
      intro: t(lang, 'alert.introMixed'),
    }
  if (count === 1)
    return { subject: t(lang, 'alert.subjectDrop', { name }), intro: t(lang, 'alert.introDrop') }
  return { subject: t(lang, 'alert.subjectDrops', { count }), intro: t(lang, 'alert.introDrops') }
}

/**
 * One alert (or digest) of a saved search: each offer with its photo, name, price and link, a
 * visible unsubscribe link to the site's page, and the one-click unsubscribe headers (RFC 8058)
 * that mail programs show as an "Unsubscribe" button. An offer whose price was lowered says from
 * what price to what price, and a mail of lowered prices says so in its subject.
 */
export function alertMail({
  offers,
  lang,
  token,
  publicUrl,
  agencyEmail,
  agency = agencyCard(),
}: {
  offers: AlertOffer[]
  lang: Language
  token: string
  publicUrl: string
  agencyEmail: string
  agency?: AgencyCard
}) {
  const { subject, intro } = alertWords(lang, offers)
  const [why, unsubscribe] = [t(lang, 'alert.why'), t(lang, 'alert.unsubscribe')]
  const unsubscribePage = `${publicUrl}${alertUnsubscribePath(token)}?lang=${lang}`
  const oneClick = `${publicUrl}/web/1.0/searches/unsubscribe/${encodeURIComponent(token)}`
  const link = (o: AlertOffer) => `${publicUrl}${offerDetailPath(o.slug)}?lang=${lang}`
  const text = [
    intro,
    '',
    ...offers.map(
      (o) =>
        `${o.name}\n${o.price}\n${o.drop ? `${o.drop}\n` : ''}` +
        (o.contact ? `${contactLine(lang, o.contact)}\n` : '') +
        `${link(o)}\n`,
    ),
    why,
    labelled(lang, unsubscribe, unsubscribePage),
  ].join('\n')
  const cards = offers.map((o) => card(o, link(o), lang, publicUrl)).join('')
  const html = [
    paragraph(e(intro), 'margin:0 0 12px'),
    presentation(`width="100%" ${TIGHT} style="margin:0 0 8px"`, cards),
    note(`${e(why)} <a href="${e(unsubscribePage)}">${e(unsubscribe)}</a>`, 'margin:0'),
  ].join('')
  return {
    ...mailLayout(lang, { subject, text, html }, agency),
    headers: {
      'List-Unsubscribe': `<${oneClick}>, <mailto:${agencyEmail}?subject=unsubscribe>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  }
}
