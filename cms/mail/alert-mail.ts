import type { Language } from '@contract/languages'
import { alertUnsubscribePath } from '@contract/saved-search'
import { imagePath, offerDetailPath } from '@contract/offer'
import type { Id } from '@contract/envelope'
import { escapeHtml } from '@contract/escape-html'

import { labelled, mailLayout } from '../mail/layout'
import { agencyCard, type AgencyCard } from '../mail/agency-card'
import { alertMailText, fill } from './mail-text'

/** `drop`: "Prix baissé de X à Y" when the offer came back at a lower asking price. */
export type AlertOffer = {
  slug: string
  name: string
  price: string
  drop?: string | null
  image: Id | null
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
  const t = alertMailText(lang)
  const subject =
    offers.length === 1 ? t.alertSubjectOne : fill(t.alertSubjectMany, { count: offers.length })
  const unsubscribePage = `${publicUrl}${alertUnsubscribePath(token)}?lang=${lang}`
  const oneClick = `${publicUrl}/web/1.0/searches/unsubscribe/${encodeURIComponent(token)}`
  const link = (o: AlertOffer) => `${publicUrl}${offerDetailPath(o.slug)}?lang=${lang}`
  const text = [
    t.alertIntro,
    '',
    ...offers.map((o) => `${o.name}\n${o.price}\n${o.drop ? `${o.drop}\n` : ''}${link(o)}\n`),
    t.why,
    labelled(lang, t.unsubscribe, unsubscribePage),
  ].join('\n')
  const cards = offers
    .map((o) => {
      const photo =
        o.image != null
          ? `<img src="${escapeHtml(`${publicUrl}${imagePath(o.image, 400, 300)}`)}" width="200" height="150" alt="" style="display:block;border-radius:4px">`
          : ''
      return `<tr><td style="padding:8px 12px 8px 0;vertical-align:top"><a href="${escapeHtml(link(o))}">${photo}</a></td><td style="padding:8px 0;vertical-align:top"><p style="margin:0 0 4px;font-weight:bold">${escapeHtml(o.name)}</p><p style="margin:0 0 8px">${escapeHtml(o.price)}</p>${o.drop ? `<p style="margin:0 0 8px;color:#9a3412;font-weight:bold">${escapeHtml(o.drop)}</p>` : ''}<a href="${escapeHtml(link(o))}">${escapeHtml(t.see)}</a></td></tr>`
    })
    .join('')
  const html = `<p style="margin:0 0 12px">${escapeHtml(t.alertIntro)}</p><table role="presentation" cellspacing="0" cellpadding="0" border="0">${cards}</table><p style="color:#6b7280;font-size:13px">${escapeHtml(t.why)} <a href="${escapeHtml(unsubscribePage)}">${escapeHtml(t.unsubscribe)}</a></p>`
  return {
    ...mailLayout(lang, { subject, text, html }, agency),
    headers: {
      'List-Unsubscribe': `<${oneClick}>, <mailto:${agencyEmail}?subject=unsubscribe>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  }
}
