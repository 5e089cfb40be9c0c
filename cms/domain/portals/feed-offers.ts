import type { Payload, Where } from 'payload'

import { publicOfferWhere } from '../../schema/access/published-web-offers'
import type { Building, Country, Item, Media, Offer, Portal } from '../../payload-types'
import { idOf, localized, type Id } from '../payload/payload-values'
import { OFFER_SELECT } from '../offers/offer-select'
import { feedPrice, KYERO_MAX_PRICE } from './feed-price'
import { ownDescription } from './feed-texts'
import { feedPlace } from './feed-place'
import { feedType } from './feed-type'
import type { RefusalReason } from './refusal-reasons'

export type { RefusalReason } from './refusal-reasons'
export type RefusedOffer = {
  id: number | string
  ref: string
  name: string
  reasons: RefusalReason[]
}
export type FeedSelection<O> = { offers: O[]; refused: RefusedOffer[] }

/** What the feed joins to its offers, read once for all of them, as the public may read it. */
export type FeedSources = {
  buildings: Map<string, Building>
  countries: Map<string, Country>
  /** Public photos only: a private one is not found, as for the image endpoint. */
  media: Map<string, Media>
  /** Offer types and services (reference items). */
  items: Item[]
  /** District names in English, by their code (`monte-carlo` → `Monte Carlo`). */
  districts: Map<string, string>
}

/**
 * What the public API reads of an offer, in every language at once, plus its last change. The
 * figures "on request" are removed by the fields' read access, since the read is the public's.
 */
export const FEED_OFFER_SELECT = { ...OFFER_SELECT, updatedAt: true } as const

const REFERENCE = /^[A-Za-z0-9_-]{1,50}$/
const unique = (ids: (Id | null | undefined)[]) => [
  ...new Set(ids.filter((id): id is Id => id != null)),
]
const byId = <T extends { id: Id }>(docs: T[]) => new Map(docs.map((d) => [String(d.id), d]))

/** Reads `collection` by ids as an anonymous visitor would (its read access applies). */
async function publicByIds<T extends { id: Id }>(
  payload: Payload,
  collection: 'buildings' | 'countries' | 'media',
  ids: Id[],
): Promise<T[]> {
  if (!ids.length) return []
  const { docs } = await payload.find({
    collection,
    where: { id: { in: ids } },
    depth: 0,
    pagination: false,
    limit: 0,
    overrideAccess: false,
  })
  return docs as unknown as T[]
}

/** The ids of the published web offers ticked for the portal. */
async function selectedIds(payload: Payload, portal: Portal): Promise<Id[]> {
  const where: Where = { and: [publicOfferWhere, { portals: { in: [portal.id] } }] }
  // Staff's ticks are not public: they are read with the access overridden, the offers themselves not.
  const { docs } = await payload.find({
    collection: 'offers',
    where,
    select: { of_ref: true },
    sort: 'of_ref',
    depth: 0,
    pagination: false,
    limit: 0,
    overrideAccess: true,
  })
  return docs.map((d) => d.id)
}

/** The offers, their sources and the refused ones, for a feed builder that needs the joined documents too. */
export async function readFeedOffers(
  payload: Payload,
  portal: Portal,
): Promise<FeedSelection<Offer> & { sources: FeedSources }> {
  // A portal that takes every offer needs no list of ids first: the public's read access is the selection.
  const ids = portal.includeAll ? null : await selectedIds(payload, portal)
  const offers =
    ids === null || ids.length
      ? ((
          await payload.find({
            collection: 'offers',
            where: ids === null ? {} : { id: { in: ids } },
            select: FEED_OFFER_SELECT,
            sort: 'of_ref',
            depth: 0,
            locale: 'all',
            pagination: false,
            limit: 0,
            overrideAccess: false,
          })
        ).docs as Offer[])
      : []
  const [buildings, media, items] = await Promise.all([
    publicByIds<Building>(payload, 'buildings', unique(offers.map((o) => idOf(o.building)))),
    publicByIds<Media>(payload, 'media', unique(offers.flatMap((o) => (o.images ?? []).map(idOf)))),
    payload
      .find({
        collection: 'items',
        where: { kind: { in: ['type', 'service'] } },
        sort: 'value',
        depth: 0,
        pagination: false,
        limit: 0,
        overrideAccess: false,
      })
      .then((r) => r.docs as Item[]),
  ])
  const districts = await payload.find({
    collection: 'districts',
    select: { value: true, text: true },
    depth: 0,
    locale: 'en',
    pagination: false,
    limit: 0,
    overrideAccess: false,
  })
  const countries = await publicByIds<Country>(
    payload,
    'countries',
    unique(buildings.map((b) => idOf(b.country))),
  )
  const sources: FeedSources = {
    buildings: byId(buildings),
    countries: byId(countries),
    media: byId(media),
    items,
    districts: new Map(
      districts.docs.map((d) => [String(d.value), localized(d.text, 'en') || String(d.value)]),
    ),
  }
  const kept: Offer[] = []
  const refused: RefusedOffer[] = []
  for (const o of offers) {
    const reasons = refusalsOf(o, portal.format, sources)
    if (!reasons.length) kept.push(o)
    else refused.push({ id: o.id, ref: o.of_ref, name: localized(o.of_name, 'fr'), reasons })
  }
  return { offers: kept, refused, sources }
}

/** An offer's photos the public may see, in staff's order. */
export const publicPhotos = (o: Offer, sources: FeedSources): Media[] =>
  (o.images ?? [])
    .map((m) => sources.media.get(String(idOf(m))))
    .filter((m): m is Media => m !== undefined)

/** Why the offer cannot go in a feed of this format (none: it goes in). */
export function refusalsOf(
  o: Offer,
  format: Portal['format'],
  sources: FeedSources,
): RefusalReason[] {
  const reasons: RefusalReason[] = []
  if (!REFERENCE.test(o.of_ref ?? '')) reasons.push('invalid_reference')
  if (!publicPhotos(o, sources).length) reasons.push('no_photo')
  if (!ownDescription(o, 'en')) reasons.push('no_english_description')
  const price = feedPrice(o)
  if (!price || (!price.onRequest && price.amount == null)) reasons.push('no_price')
  else if (format === 'kyero' && (price.amount ?? 0) > KYERO_MAX_PRICE)
    reasons.push('price_too_high')
  const building = sources.buildings.get(String(idOf(o.building)))
  const place = feedPlace(o, building, sources)
  if (!place.town) reasons.push('no_town')
  if (!place.country) reasons.push('no_country')
  if (!feedType(o, sources.items)) reasons.push('no_type')
  return reasons
}

/**
 * The published web offers a portal's feed carries (ticked for it, or all when it takes all),
 * and those selected but refused, with why. Read as the public API reads offers: a draft, an
 * offer off the web, a private photo or a price on request never reach a feed.
 */
export async function selectFeedOffers(
  payload: Payload,
  portal: Portal,
): Promise<FeedSelection<Offer>> {
  const { offers, refused } = await readFeedOffers(payload, portal)
  return { offers, refused }
}
