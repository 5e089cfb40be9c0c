import { escapeHtml } from '@contract/escape-html'
import { dateTimeFormat } from '@contract/intl-formats'
import { intlLocale, type Language } from '@contract/languages'

import { t, tHtml } from '../messages'
import type { AgencyCard } from './agency-card'
import { greeting } from './greeting'
import { labelled, mailLayout, type MailContent } from './layout'
import { button, heading, paragraph } from './styles'

const e = escapeHtml

/** A visit's day (stored as YYYY-MM-DD) as the recipient writes dates: "2 octobre 2027", "2 October 2027". */
export const visitDay = (day: string, lang: Language): string =>
  dateTimeFormat(intlLocale(lang), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`))

/**
 * The acknowledgement of a contact-form message (`contactAck`) or a valuation request
 * (`valuationAck`). It goes to an address nobody has proven, so it carries nothing the visitor
 * typed (not even a name): whoever typed someone else's address can make the agency say only
 * these fixed words to them.
 */
function fixedAcknowledgement(
  lang: Language,
  words: 'contactAck' | 'valuationAck',
  agency: AgencyCard,
): MailContent {
  const hello = greeting(lang, '')
  const received = t(lang, `${words}.received`)
  const next = t(lang, `${words}.next`)
  const urgent = t(lang, `${words}.urgent`, { phone: agency.phone })
  return mailLayout(
    lang,
    {
      subject: `${t(lang, `${words}.subject`)} · ${agency.name}`,
      text: [hello, '', received, next, '', urgent].join('\n'),
      html: [
        paragraph(e(hello), 'margin:0 0 12px'),
        paragraph(e(received), 'margin:0 0 12px'),
        paragraph(e(next), 'margin:0 0 12px'),
        paragraph(e(urgent), 'margin:0'),
      ].join('\n'),
    },
    agency,
  )
}

export const contactAcknowledgement = (lang: Language, agency: AgencyCard): MailContent =>
  fixedAcknowledgement(lang, 'contactAck', agency)

export const valuationAcknowledgement = (lang: Language, agency: AgencyCard): MailContent =>
  fixedAcknowledgement(lang, 'valuationAck', agency)

export type VisitAcknowledged = {
  /** Only a proven address is greeted by name: the name was typed beside the address. */
  firstname: string
  /** The offer's reference and name, from the catalogue. */
  offer: string
  from: string
  to: string
  accountLink: string
  /** Who answers for the offer, as the catalogue names them (never typed by the visitor). */
  negotiator?: { name: string; phone: string }
}

/** The acknowledgement of a visit request: what was asked, what the agency does next, where to follow it. */
export function visitAcknowledgement(
  lang: Language,
  v: VisitAcknowledged,
  agency: AgencyCard,
): MailContent {
  const hello = greeting(lang, v.firstname)
  const from = visitDay(v.from, lang)
  const to = visitDay(v.to, lang)
  const received = v.offer
    ? t(lang, 'visitAck.received', { offer: v.offer, from, to })
    : t(lang, 'visitAck.receivedNoOffer', { from, to })
  const receivedHtml = v.offer
    ? tHtml(lang, 'visitAck.received', {
        offer: `<strong>${e(v.offer)}</strong>`,
        from: e(from),
        to: e(to),
      })
    : tHtml(lang, 'visitAck.receivedNoOffer', { from: e(from), to: e(to) })
  const [nextTitle, next, follow, followAction] = [
    t(lang, 'visitAck.nextTitle'),
    v.negotiator ? t(lang, 'visitAck.nextNegotiator', v.negotiator) : t(lang, 'visitAck.next'),
    t(lang, 'visitAck.follow'),
    t(lang, 'visitAck.followAction'),
  ]
  return mailLayout(
    lang,
    {
      subject: `${t(lang, 'visitAck.subject')} · ${agency.name}`,
      text: [
        hello,
        '',
        received,
        '',
        nextTitle,
        next,
        '',
        follow,
        labelled(lang, followAction, v.accountLink),
      ].join('\n'),
      html: [
        paragraph(e(hello), 'margin:0 0 12px'),
        paragraph(receivedHtml, 'margin:0 0 12px'),
        heading(e(nextTitle)),
        paragraph(e(next), 'margin:0 0 12px'),
        paragraph(e(follow), 'margin:0'),
        button(v.accountLink, followAction, '16px 0 0'),
      ].join('\n'),
    },
    agency,
  )
}
