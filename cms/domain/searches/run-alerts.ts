import type { Payload, Where } from 'payload'
import { toLanguage } from '@contract/languages'
import type { AlertFrequency } from '@contract/saved-search'

import type { Env } from '../../env'
import { queueMailJob } from '../mail/send-mail'
import type { SavedSearch } from '../../payload-types'
import { idOf, type Id } from '../payload/payload-values'
import { alertMail } from '../mail/alert-mail'
import { unsubscribeToken } from './tokens'
import { ALERT_OFFER_SELECT, alertOffer, savedSearchWhere } from './alert-offer'

/** The most offers one alert mail lists; the rest come in the next one. */
export const MAX_OFFERS_PER_MAIL = 20
/** Offers listed this long before a search's last look are looked at again (a save may commit late); the sent list prevents repeats. */
const LOOK_BACK_MS = 10 * 60_000

const ALERT_SELECT = { ...ALERT_OFFER_SELECT, of_listed_at: true } as const

type Deps = { payload: Payload; env: Pick<Env, 'PUBLIC_URL' | 'AGENCY_EMAIL'>; newest: string }

const later = (a: string, b: string | null) => (b && b > a ? b : a)

/** The address an alert goes to: the visitor's confirmed one, or the client's once proven theirs. */
export async function recipientOf(payload: Payload, search: SavedSearch): Promise<string | null> {
  if (search.email) return search.email
  const clientId = idOf(search.client)
  if (clientId == null) return null
  const client = await payload
    .findByID({ collection: 'contacts', id: clientId, depth: 0, overrideAccess: true })
    .catch(() => null)
  return client?.email && client.co_email_verified === true ? client.email : null
}

/** One search: the public offers listed since it last looked, matching its filter, never sent to it before. Answers how many were mailed. */
async function alertOne({ payload, env, newest }: Deps, search: SavedSearch): Promise<number> {
  const startedAt = new Date().toISOString()
  const lastLook = search.alerts_checked_at
    ? new Date(Date.parse(search.alerts_checked_at) - LOOK_BACK_MS).toISOString()
    : null
  const since = later(search.createdAt, lastLook)
  if (newest <= since) return 0
  const lang = toLanguage(search.lang)
  const sent = (Array.isArray(search.sent_offers) ? search.sent_offers : []) as Id[]
  const where: Where = {
    and: [
      savedSearchWhere(payload, search),
      { of_listed_at: { greater_than: since } },
      ...(sent.length ? [{ id: { not_in: sent } }] : []),
    ],
  }
  const { docs } = await payload.find({
    collection: 'offers',
    where,
    select: ALERT_SELECT,
    sort: 'of_listed_at',
    depth: 0,
    locale: lang,
    limit: MAX_OFFERS_PER_MAIL,
    pagination: false,
    overrideAccess: false,
  })
  const offers = docs
  const to = offers.length ? await recipientOf(payload, search) : null
  const update = (data: Partial<SavedSearch>) =>
    payload.update({
      collection: 'saved-searches',
      id: search.id,
      data,
      depth: 0,
      overrideAccess: true,
    })
  if (!offers.length || !to) {
    // Nothing new, or nobody to tell yet (a client's unproven address): only a full page moves the look forward.
    if (!offers.length) await update({ alerts_checked_at: startedAt })
    return 0
  }
  // Marked as sent before the mail is queued: a retry never sends the same offer twice; a failed queueing gives them back.
  await update({
    sent_offers: [...sent, ...offers.map((o) => o.id)],
    last_alert_at: startedAt,
    alerts_checked_at: offers.length < MAX_OFFERS_PER_MAIL ? startedAt : search.alerts_checked_at,
  })
  const mail = alertMail({
    offers: await Promise.all(offers.map((o) => alertOffer(payload, o, lang))),
    lang,
    token: unsubscribeToken(search.unsubscribe_salt ?? ''),
    publicUrl: env.PUBLIC_URL,
    agencyEmail: env.AGENCY_EMAIL,
  })
  try {
    await queueMailJob(payload, {
      to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      headers: mail.headers,
    })
  } catch (err) {
    await update({
      sent_offers: sent,
      last_alert_at: search.last_alert_at ?? null,
      alerts_checked_at: search.alerts_checked_at ?? null,
    })
    throw err
  }
  return offers.length
}

/**
 * Mails every confirmed search of one frequency the offers that came on the market for it
 * (published on the web, or again at a lower price). Run by the alert jobs; a search that fails
 * does not stop the others, and the run then fails so that the queue tries it again.
 */
export async function runSearchAlerts(
  payload: Payload,
  frequency: AlertFrequency,
  env: Deps['env'],
): Promise<{ searches: number; offers: number }> {
  const latest = await payload.find({
    collection: 'offers',
    where: { of_listed_at: { exists: true } },
    sort: '-of_listed_at',
    select: { of_listed_at: true },
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: false,
  })
  const newest = latest.docs[0]?.of_listed_at
  if (!newest) return { searches: 0, offers: 0 }
  const { docs } = await payload.find({
    collection: 'saved-searches',
    where: { and: [{ confirmed: { equals: true } }, { frequency: { equals: frequency } }] },
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
  })
  let [mailed, offers] = [0, 0]
  const failures: unknown[] = []
  for (const search of docs) {
    try {
      const n = await alertOne({ payload, env, newest }, search)
      if (n) [mailed, offers] = [mailed + 1, offers + n]
    } catch (err) {
      payload.logger.error({ err, savedSearch: search.id }, 'Saved-search alert failed')
      failures.push(err)
    }
  }
  if (failures.length)
    throw new Error(
      `${failures.length} of ${docs.length} ${frequency} saved searches failed; the others were alerted`,
    )
  return { searches: mailed, offers }
}
