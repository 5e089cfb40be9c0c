import type { Payload, TypedUser } from 'payload'

import { collectionVersion } from '../../changes/collection-version'
import { utcDay } from '../../schema/collections/OfferViews'
import { documentUrl, listUrl } from './list-url'

export type ViewedOffer = { id: number | string; title: string; views: number; href: string }
export type MostViewed = { days: number; total: number; offers: ViewedOffer[]; listHref: string }

const DAY_MS = 24 * 60 * 60 * 1000
const sinceDay = (now: Date, days: number) => utcDay(new Date(now.getTime() - (days - 1) * DAY_MS))

/** The latest change and the number of documents of a collection: any write changes them. */
async function versionOf(payload: Payload, collection: 'offer-views' | 'offers'): Promise<string> {
  const { latest, count } = await collectionVersion(payload, collection)
  return `${latest}/${count}`
}

/** Where the last sum is kept: Payload's own key-value store, shared by every server of a cluster. */
const KEPT_KEY = 'dashboard-most-viewed'
type Kept = { key: string; value: MostViewed }

/**
 * The most viewed offers, summed again only when the counters (written in batches, every
 * VIEW_FLUSH_MS at most), the offers' names or the day changed since the last dashboard: the
 * sum reads a month of rows, the check two indexed rows and two counts.
 */
export async function mostViewedOffers(payload: Payload, options: Options): Promise<MostViewed> {
  const [views, offers] = await Promise.all([
    versionOf(payload, 'offer-views'),
    versionOf(payload, 'offers'),
  ])
  const key = [
    sinceDay(options.now, options.days ?? 30),
    options.locale,
    options.adminRoute,
    options.limit ?? 5,
    views,
    offers,
  ].join('|')
  const hit = await payload.kv.get<Kept>(KEPT_KEY)
  if (hit?.key === key) return hit.value
  const value = await sumMostViewed(payload, options)
  await payload.kv.set(KEPT_KEY, { key, value } satisfies Kept)
  return value
}

type Options = {
  now: Date
  user: TypedUser
  locale: 'fr' | 'en'
  adminRoute: string
  days?: number
  limit?: number
}

/**
 * The offers seen most over the last `days` UTC days (today included), from the daily counters:
 * the rows of the period are summed per offer here, since the Local API has no aggregation that
 * works alike on SQLite and MongoDB. The rows are read through the database adapter (no hooks,
 * only the offer and count columns): thousands of them a month, and the view is staff-only.
 */
export async function sumMostViewed(
  payload: Payload,
  { now, user, locale, adminRoute, days = 30, limit = 5 }: Options,
): Promise<MostViewed> {
  const since = sinceDay(now, days)
  const rows = await payload.db.find({
    collection: 'offer-views',
    where: { day: { greater_than_equal: since } },
    select: { offer: true, count: true },
    pagination: false,
    limit: 0,
  })
  const perOffer = new Map<number | string, number>()
  let total = 0
  for (const row of rows.docs as unknown as { offer: number | string; count: number }[]) {
    perOffer.set(row.offer, (perOffer.get(row.offer) ?? 0) + row.count)
    total += row.count
  }
  const top = [...perOffer].sort((a, b) => b[1] - a[1]).slice(0, limit)
  const found = top.length
    ? await payload.find({
        collection: 'offers',
        where: { id: { in: top.map(([id]) => id) } },
        select: { of_ref: true, of_name: true },
        depth: 0,
        pagination: false,
        locale,
        user,
        overrideAccess: false,
      })
    : { docs: [] }
  const byId = new Map(found.docs.map((o) => [o.id, o]))
  return {
    days,
    total,
    offers: top.flatMap(([id, views]) => {
      const offer = byId.get(id as number)
      return offer
        ? [
            {
              id,
              views,
              title: [offer.of_ref, offer.of_name].filter(Boolean).join(' · '),
              href: documentUrl(adminRoute, 'offers', id),
            },
          ]
        : []
    }),
    listHref: listUrl(adminRoute, 'offer-views', { day: { greater_than_equal: since } }, '-count'),
  }
}
