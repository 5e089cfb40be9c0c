import type { Payload, Where } from 'payload'
import { toLanguage, type Language } from '@contract/languages'

import type { Env } from '../../env'
import { dropClaims, takeClaim } from '../jobs/job-claims'
import { alertMail } from '../mail/alert-mail'
import { queueMailJob } from '../mail/send-mail'
import type { SavedSearch } from '../../payload-types'
import { idOf, localized, type Id } from '../payload/payload-values'
import { recipientOf } from './run-alerts'
import { unsubscribeToken } from './tokens'
import { ALERT_OFFER_SELECT, alertOffer, savedSearchWhere } from './alert-offer'

type MailEnv = Pick<Env, 'PUBLIC_URL' | 'AGENCY_EMAIL'>

/** One person the offer would be mailed to: every confirmed search of one mailbox that matches it. */
export type OfferRecipient = {
  to: string
  /** The client's name, or the visitor's address for a search saved without an account. */
  who: string
  searches: Id[]
  lang: Language
  /** Every one of these searches was already sent this offer: nothing goes. */
  alreadySent: boolean
  subject: string
  text: string
  html: string
}

export type OfferSendPlan = {
  offer: { id: Id; ref: string; name: string }
  recipients: OfferRecipient[]
  /** Matching searches nobody can be mailed for yet (a client whose address is not proven). */
  unreachable: number
}

/** Why an offer cannot be sent; the endpoint answers it in the staff member's words. */
export class OfferSendError extends Error {
  constructor(
    readonly reason: 'not-found' | 'not-public',
    readonly status: number,
  ) {
    super(reason)
  }
}

const SEND_SELECT = { ...ALERT_OFFER_SELECT, of_ref: true } as const

/** The offer as visitors read it (published on the site), in one language; none when they cannot see it. */
async function publicOffer(payload: Payload, id: Id, lang: Language) {
  const { docs } = await payload.find({
    collection: 'offers',
    where: { id: { equals: id } },
    select: SEND_SELECT,
    depth: 0,
    locale: lang,
    limit: 1,
    pagination: false,
    overrideAccess: false,
  })
  return docs[0] ?? null
}

/** Whether a saved search's filter finds this offer: the list's own filter, as the alerts read it. */
async function finds(payload: Payload, search: SavedSearch, offerId: Id): Promise<boolean> {
  let filter: Where
  try {
    filter = savedSearchWhere(payload, search)
  } catch {
    return false
  }
  const where: Where = { and: [filter, { id: { equals: offerId } }] }
  return (await payload.count({ collection: 'offers', where, overrideAccess: false })).totalDocs > 0
}

const sentList = (search: SavedSearch): Id[] =>
  Array.isArray(search.sent_offers) ? (search.sent_offers as Id[]) : []
const wasSent = (search: SavedSearch, offerId: Id) =>
  sentList(search).some((id) => String(id) === String(offerId))

async function whoIs(payload: Payload, search: SavedSearch, to: string): Promise<string> {
  const clientId = idOf(search.client)
  if (clientId == null) return to
  const client = await payload
    .findByID({ collection: 'contacts', id: clientId, depth: 0, overrideAccess: true })
    .catch(() => null)
  const name = [client?.co_firstname, client?.co_name].filter(Boolean).join(' ')
  return name ? `${name} <${to}>` : to
}

/** The alert mail of this one offer, as the search's client gets it (its language, its unsubscribe link). */
async function mailFor(payload: Payload, env: MailEnv, offerId: Id, search: SavedSearch) {
  const lang = toLanguage(search.lang)
  const offer = await publicOffer(payload, offerId, lang)
  if (!offer) throw new OfferSendError('not-public', 409)
  return alertMail({
    offers: [await alertOffer(payload, offer, lang)],
    lang,
    token: unsubscribeToken(search.unsubscribe_salt ?? ''),
    publicUrl: env.PUBLIC_URL,
    agencyEmail: env.AGENCY_EMAIL,
  })
}

/**
 * Who a published offer would be mailed to, and the mail each would get: the confirmed saved
 * searches whose filter finds it (an unsubscribed search no longer exists), grouped by mailbox so
 * that a client with several matching searches gets one mail. A search that was already sent the
 * offer (by an alert or by staff) is not sent it again.
 */
export async function planOfferSend(
  payload: Payload,
  env: MailEnv,
  offerId: Id,
  staffLang: Language,
): Promise<OfferSendPlan> {
  const shown = await publicOffer(payload, offerId, staffLang)
  if (!shown) {
    const exists = await payload.count({
      collection: 'offers',
      where: { id: { equals: offerId } },
      overrideAccess: true,
    })
    throw new OfferSendError(
      exists.totalDocs ? 'not-public' : 'not-found',
      exists.totalDocs ? 409 : 404,
    )
  }
  const { docs } = await payload.find({
    collection: 'saved-searches',
    where: { confirmed: { equals: true } },
    sort: 'createdAt',
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
    showHiddenFields: true,
  })
  const groups = new Map<string, { to: string; searches: SavedSearch[] }>()
  let unreachable = 0
  for (const search of docs) {
    if (!(await finds(payload, search, offerId))) continue
    const to = await recipientOf(payload, search)
    if (!to) {
      unreachable += 1
      continue
    }
    const group = groups.get(to.toLowerCase()) ?? { to, searches: [] }
    group.searches.push(search)
    groups.set(to.toLowerCase(), group)
  }
  const recipients: OfferRecipient[] = []
  for (const { to, searches } of groups.values()) {
    const first = searches.find((s) => !wasSent(s, offerId)) ?? searches[0]
    const mail = await mailFor(payload, env, offerId, first)
    recipients.push({
      to,
      who: await whoIs(payload, first, to),
      searches: searches.map((s) => s.id),
      lang: toLanguage(first.lang),
      alreadySent: searches.every((s) => wasSent(s, offerId)),
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
    })
  }
  return {
    offer: { id: shown.id, ref: shown.of_ref ?? '', name: localized(shown.of_name, staffLang) },
    recipients,
    unreachable,
  }
}

export type OfferSendResult = OfferSendPlan & { sent: number; skipped: number }

/**
 * Sends the offer to every recipient of the plan not yet sent it, one mail each through the mail
 * queue (as the alerts go). The offer is added to the searches' sent list before the mail is
 * queued, and a claim per search and offer keeps two staff members pressing at once from both
 * sending it; a mail that could not be queued gives both back.
 */
export async function sendOfferToMatching(
  payload: Payload,
  env: MailEnv,
  offerId: Id,
  staffLang: Language,
): Promise<OfferSendResult> {
  const plan = await planOfferSend(payload, env, offerId, staffLang)
  let [sent, skipped] = [0, 0]
  for (const recipient of plan.recipients) {
    if (recipient.alreadySent) {
      skipped += 1
      continue
    }
    const searches = await payload.find({
      collection: 'saved-searches',
      where: { id: { in: recipient.searches } },
      sort: 'createdAt',
      depth: 0,
      limit: 0,
      pagination: false,
      overrideAccess: true,
    })
    const fresh = searches.docs.filter((s) => !wasSent(s, offerId))
    const keys = fresh.map((s) => `offer-send:${s.id}:${offerId}`)
    const taken = await Promise.all(keys.map((key) => takeClaim(payload.db, key)))
    const mine = fresh.filter((_, i) => taken[i])
    if (!mine.length) {
      skipped += 1
      continue
    }
    const mark = (search: SavedSearch, list: Id[]) =>
      payload.update({
        collection: 'saved-searches',
        id: search.id,
        data: { sent_offers: list },
        depth: 0,
        overrideAccess: true,
      })
    await Promise.all(mine.map((s) => mark(s, [...sentList(s), offerId])))
    try {
      const mail = await mailFor(payload, env, offerId, mine[0])
      await queueMailJob(payload, {
        to: recipient.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: mail.headers,
      })
      sent += 1
    } catch (err) {
      await Promise.all(mine.map((s) => mark(s, sentList(s))))
      await dropClaims(
        payload.db,
        keys.filter((_, i) => taken[i]),
      )
      throw err
    }
  }
  return { ...plan, sent, skipped }
}
