import type { Language } from '@contract/languages'
import { alertUnsubscribePath } from '@contract/saved-search'
import { imagePath, offerDetailPath } from '@contract/offer'
import type { Id } from '@contract/envelope'
import { escapeHtml } from '@contract/escape-html'

import { t } from '../messages'
import { agencyCard, type AgencyCard } from './agency-card'
import { labelled, mailLayout } from './layout'
import { css, DROP, MUTED, paragraph } from './styles'

/** `drop`: "Prix baissé de X à Y" when the offer came back at a lower asking price. */
export type AlertOffer = {
  slug: string
  name: string
  price: string
  drop?: string | null
  image: Id | null
}

const e = escapeHtml
const TOP = 'vertical-align:top'

/** One offer of an alert: its photo beside its name, price, price drop and link. */
function card(o: AlertOffer, link: string, see: string, publicUrl: string): string {
  const photo =
    o.image != null
      ? `<img src="${e(`${publicUrl}${imagePath(o.image, 400, 300)}`)}" width="200" height="150" alt="" style="display:block;border-radius:4px">`
      : ''
  const drop = o.drop
    ? paragraph(e(o.drop), 'margin:0 0 8px', `color:${DROP}`, 'font-weight:bold')
    : ''
  const details = [
    paragraph(e(o.name), 'margin:0 0 4px', 'font-weight:bold'),
    paragraph(e(o.price), 'margin:0 0 8px'),
    drop,
    `<a href="${e(link)}">${e(see)}</a>`,
  ].join('')
  return (
    `<tr><td style="${css('padding:8px 12px 8px 0', TOP)}"><a href="${e(link)}">${photo}</a></td>` +
    `<td style="${css('padding:8px 0', TOP)}">${details}</td></tr>`
  )
}

/**
 * One alert (or digest) of a saved search: each offer with its photo, name, price and link, a
 * visible unsubscribe link to the site's page, and the one-click unsubscribe headers (RFC 8058)
 * that mail programs show as an "Unsubscribe" button. An offer whose price was lowered says from
 * what price to what price.
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
  const subject =
    offers.length === 1
      ? t(lang, 'alert.subjectOne')
      : t(lang, 'alert.subjectMany', { count: offers.length })
  const [intro, why, unsubscribe] = [
    t(lang, 'alert.intro'),
    t(lang, 'alert.why'),
    t(lang, 'alert.unsubscribe'),
  ]
  const unsubscribePage = `${publicUrl}${alertUnsubscribePath(token)}?lang=${lang}`
  const oneClick = `${publicUrl}/web/1.0/searches/unsubscribe/${encodeURIComponent(token)}`
  const link = (o: AlertOffer) => `${publicUrl}${offerDetailPath(o.slug)}?lang=${lang}`
  const text = [
    intro,
    '',
    ...offers.map((o) => `${o.name}\n${o.price}\n${o.drop ? `${o.drop}\n` : ''}${link(o)}\n`),
    why,
    labelled(lang, unsubscribe, unsubscribePage),
  ].join('\n')
  const cards = offers.map((o) => card(o, link(o), t(lang, 'alert.see'), publicUrl)).join('')
  const html = [
    paragraph(e(intro), 'margin:0 0 12px'),
    `<table role="presentation" cellspacing="0" cellpadding="0" border="0">${cards}</table>`,
    paragraph(
      `${e(why)} <a href="${e(unsubscribePage)}">${e(unsubscribe)}</a>`,
      `color:${MUTED}`,
      'font-size:13px',
    ),
  ].join('')
  return {
    ...mailLayout(lang, { subject, text, html }, agency),
    headers: {
      'List-Unsubscribe': `<${oneClick}>, <mailto:${agencyEmail}?subject=unsubscribe>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  }
}
