import type { Payload, Where } from 'payload'
import type { Language } from '@contract/languages'
import type { Offer as ApiOffer, Service } from '@contract/offer'

import type { Building, Country, Distance, Item, Offer } from '@cms/payload-types'
import { idOf, type Id } from '@cms/domain/payload/payload-values'
import { toOffer } from './mapper'
import { toService } from '../reference/mapper'
import type { OfferFilter } from '@cms/domain/offers/filter'
import { OFFER_SELECT } from '@cms/domain/offers/offer-select'
import { SORT_SELECT, sortedIds } from './sort'
import { keptIdWindow } from './id-windows'
import { collectionTag, documentTag, noteReads, type ReadTag } from '@cms/changes/data-reads'
import type { FollowedStore } from '../public-cache/followed-store'
import type { Card, OfferStores } from './offer-stores'

const BUILDING_SELECT = {
  bu_name: true,
  bu_city: true,
  bu_district: true,
  bu_description_html: true,
  country: true,
  bu_lat_public: true,
  bu_lng_public: true,
  bu_location_precision: true,
} as const
const DISTANCE_SELECT = {
  schoolName: true,
  building: true,
  di_walking_km: true,
  di_walking_time: true,
  di_bicycling_km: true,
  di_bicycling_time: true,
  di_transit_km: true,
  di_transit_time: true,
  di_driving_km: true,
  di_driving_time: true,
} as const

const unique = (ids: (Id | null)[]) => [...new Set(ids.filter((id): id is Id => id != null))]

// The documents read for the public by `publicOffersByIds`, with the epoch the read started at: only their cards are kept.
const publicReads = new WeakMap<Offer, { lang: Language; since: number }>()

const cardKey = (id: Id, lang: Language) => `${String(id)}:${lang}`

/**
 * The public offers with these ids, in this order: kept ones as they were read (their card's tags
 * go to the answer being computed), the others read in one query (their cards are kept by `withRelations`).
 */
async function publicOffersByIds(
  payload: Payload,
  store: FollowedStore<Card>,
  ids: Id[],
  lang: Language,
): Promise<Offer[]> {
  const since = store.epoch()
  const byId = new Map<string, Offer>()
  const missing: Id[] = []
  for (const id of ids) {
    const hit = store.get(cardKey(id, lang))
    if (hit) {
      byId.set(String(id), hit.value.doc)
      noteReads(hit.tags)
    } else missing.push(id)
  }
  if (missing.length) {
    const { docs } = await payload.find({
      collection: 'offers',
      where: { id: { in: missing } },
      select: OFFER_SELECT,
      depth: 0,
      locale: lang,
      pagination: false,
      limit: 0,
      overrideAccess: false,
    })
    for (const d of docs as Offer[]) {
      publicReads.set(d, { lang, since })
      byId.set(String(d.id), d)
    }
  }
  return ids.map((id) => byId.get(String(id))).filter((d): d is Offer => d !== undefined)
}

/**
 * Each offer's card, kept in `store` or mapped now; a kept one is the very object kept, so that its
 * JSON is made once. Without a store (offers not read for a public list) every card is mapped now.
 */
async function cardsFor(
  payload: Payload,
  offers: Offer[],
  lang: Language,
  store?: FollowedStore<Card>,
): Promise<Card[]> {
  const kept = offers.map((o) => {
    const hit = store?.get(cardKey(o.id, lang))
    return hit?.value.doc === o ? hit.value : null
  })
  const todo = offers.filter((_, i) => !kept[i])
  const mapped = new Map<Offer, Card>()
  for (const { offer, card, tags } of await mapWithRelations(payload, todo, lang)) {
    const made: Card = { doc: offer, card }
    mapped.set(offer, made)
    const read = publicReads.get(offer)
    if (store && read?.lang === lang) store.keep(cardKey(offer.id, lang), made, tags, read.since)
  }
  return offers.map((o, i) => kept[i] ?? (mapped.get(o) as Card))
}

/**
 * Maps offers with their buildings, countries and school distances, each loaded in one batch
 * (`in` queries) rather than one query per offer. Only public lists keep cards (`cardsAsJson`):
 * offers read otherwise are never kept ones.
 */
export async function withRelations(
  payload: Payload,
  offers: Offer[],
  lang: Language,
): Promise<ApiOffer[]> {
  return (await cardsFor(payload, offers, lang)).map((c) => c.card)
}

/**
 * The offers' cards as `withRelations` maps them, as UTF-8 JSON: a kept card's is made once, so
 * that a long list costs neither serializing nor encoding (about 2 KB a card beside the card itself).
 */
export async function cardsAsJson(
  payload: Payload,
  store: FollowedStore<Card>,
  offers: Offer[],
  lang: Language,
): Promise<Buffer[]> {
  return (await cardsFor(payload, offers, lang, store)).map(
    (c) => (c.json ??= Buffer.from(JSON.stringify(c.card))),
  )
}

type Mapped = { offer: Offer; card: ApiOffer; tags: Set<ReadTag> }

/** A card's own tags: its offer, and its photos (one made private or deleted later leaves the card). */
const own = (o: Offer) =>
  new Set([
    documentTag('offers', o.id),
    ...unique((o.images ?? []).map(idOf)).map((id) => documentTag('media', id)),
  ])

async function mapWithRelations(
  payload: Payload,
  offers: Offer[],
  lang: Language,
): Promise<Mapped[]> {
  if (!offers.length) return []
  const buildingIds = unique(offers.map((o) => idOf(o.building)))
  const publicPhotos = await publicPhotosOf(payload, offers)
  if (!buildingIds.length)
    return offers.map((o) => ({
      offer: o,
      card: toOffer(o, lang, { publicPhotos }),
      tags: own(o),
    }))
  const [buildings, distances] = await Promise.all([
    payload.find({
      collection: 'buildings',
      where: { id: { in: buildingIds } },
      select: BUILDING_SELECT,
      depth: 0,
      locale: lang,
      pagination: false,
      limit: 0,
      overrideAccess: false,
    }),
    payload.find({
      collection: 'distances',
      where: { building: { in: buildingIds } },
      select: DISTANCE_SELECT,
      depth: 0,
      pagination: false,
      limit: 0,
      sort: 'schoolName',
      overrideAccess: false,
    }),
  ])
  const countryIds = unique(buildings.docs.map((b) => idOf(b.country)))
  const countries = countryIds.length
    ? (
        await payload.find({
          collection: 'countries',
          where: { id: { in: countryIds } },
          select: { cu_name_fr: true },
          depth: 0,
          pagination: false,
          limit: 0,
          overrideAccess: false,
        })
      ).docs
    : []
  const buildingById = new Map(buildings.docs.map((b) => [String(b.id), b as Building]))
  const countryById = new Map(countries.map((c) => [String(c.id), c as Country]))
  const distancesByBuilding = new Map<string, Distance[]>()
  for (const d of distances.docs as Distance[]) {
    const key = String(idOf(d.building))
    distancesByBuilding.set(key, [...(distancesByBuilding.get(key) ?? []), d])
  }
  return offers.map((o) => {
    const buildingId = idOf(o.building)
    const building = buildingById.get(String(buildingId)) ?? null
    const countryId = building ? idOf(building.country) : null
    // A building or a country not found now may be published later: its id is tagged all the same.
    const tags = own(o)
    if (buildingId != null) {
      tags.add(documentTag('buildings', buildingId))
      tags.add(collectionTag('distances'))
    }
    if (countryId != null) tags.add(documentTag('countries', countryId))
    return {
      offer: o,
      card: toOffer(o, lang, {
        building,
        country: building ? countryById.get(String(countryId)) : null,
        distances: building ? distancesByBuilding.get(String(building.id)) : [],
        publicPhotos,
      }),
      tags,
    }
  })
}

/**
 * Which of these offers' photos a visitor may see: read as the public reads media (the media's own
 * read rule leaves a private one out), so an id of a photo kept for staff never reaches a visitor.
 */
export async function publicPhotosOf(payload: Payload, offers: Offer[]): Promise<Set<string>> {
  const ids = unique(offers.flatMap((o) => (o.images ?? []).map(idOf)))
  if (!ids.length) return new Set()
  const { docs } = await payload.find({
    collection: 'media',
    where: { id: { in: ids } },
    select: {},
    depth: 0,
    pagination: false,
    limit: 0,
    overrideAccess: false,
  })
  return new Set(docs.map((m) => String(m.id)))
}

/** The services, in the asked language, that every offers call carries as `items_services`. */
export async function servicesIn(payload: Payload, lang: Language): Promise<Service[]> {
  const { docs } = await payload.find({
    collection: 'items',
    where: { kind: { equals: 'service' } },
    sort: 'value',
    depth: 0,
    pagination: false,
    limit: 0,
    overrideAccess: false,
  })
  return (docs as Item[]).map((i) => toService(i, lang))
}

/**
 * Public offers matching `where`, newest first then by id, so that pages never overlap. Payload
 * pages by page number: an arbitrary `skip` is served from the (at most two) pages covering it.
 * Another order (`filter.sort`) is worked out from the matches' figures, then its window read.
 */
export async function findPublicOffers(
  payload: Payload,
  stores: Pick<OfferStores, 'cards' | 'windows'>,
  where: Where,
  lang: Language,
  skip: number,
  limit: number,
  filter?: Pick<OfferFilter, 'sort' | 'kinds'>,
): Promise<{ docs: Offer[]; total: number }> {
  if (limit === 0) return { docs: [], total: await countPublicOffers(payload, where) }
  const key = JSON.stringify({ where, lang, skip, limit, sort: filter?.sort, kinds: filter?.kinds })
  if (filter?.sort) {
    const order = { sort: filter.sort, kinds: filter.kinds }
    const { ids, total } = await keptIdWindow(
      payload,
      stores.windows,
      key,
      where,
      Object.keys(SORT_SELECT),
      () => sortedIds(payload, where, order, skip, limit),
    )
    return {
      docs: ids.length ? await publicOffersByIds(payload, stores.cards, ids, lang) : [],
      total,
    }
  }
  // Only the ids of the window are queried: the offers come from the kept cards, or are read by id.
  const page = (n: number) =>
    payload.find({
      collection: 'offers',
      where,
      select: { createdAt: true },
      sort: ['-createdAt', '-id'],
      depth: 0,
      locale: lang,
      limit,
      page: n,
      overrideAccess: false,
    })
  const { ids, total } = await keptIdWindow(
    payload,
    stores.windows,
    key,
    where,
    ['createdAt'],
    async () => {
      const first = Math.floor(skip / limit) + 1
      const offset = skip % limit
      const a = await page(first)
      const window =
        offset === 0 || !a.hasNextPage
          ? a.docs.slice(offset)
          : [...a.docs, ...(await page(first + 1)).docs].slice(offset, offset + limit)
      return { ids: window.map((d) => d.id), total: a.totalDocs }
    },
  )
  return { docs: await publicOffersByIds(payload, stores.cards, ids, lang), total }
}

export async function countPublicOffers(payload: Payload, where: Where = {}): Promise<number> {
  return (await payload.count({ collection: 'offers', where, overrideAccess: false })).totalDocs
}
