import type { Payload, Where } from 'payload'
import type { Language } from '@contract/languages'
import type { Offer as ApiOffer, Service } from '@contract/offer'

import type { Building, Country, Distance, Item, Offer } from '../../cms/payload-types'
import { idOf, type Id } from '../../cms/payload-values'
import { toOffer } from './mapper'
import { toService } from '../reference/mapper'
import type { OfferFilter } from '../../cms/offers/filter'
import { sortedIds } from './sort'

/** Only what the legacy shape carries: the rest of an offer (versions, joins, admin fields) is never read. */
export const OFFER_SELECT = {
  of_slug_fr: true,
  of_ref: true,
  of_name: true,
  of_text_html: true,
  of_sell: true,
  of_rent: true,
  of_price_sell: true,
  of_price_rent: true,
  of_sell_sum: true,
  of_rent_sum: true,
  of_rent_sum_year: true,
  of_sell_uponrequest: true,
  of_rent_uponrequest: true,
  of_type: true,
  of_nbpieces: true,
  of_nbrooms: true,
  of_nbbathrooms: true,
  of_surface: true,
  of_surface_livable: true,
  of_surface_approximate: true,
  of_surface_terrace: true,
  of_district: true,
  of_services: true,
  of_exclusivite: true,
  of_video: true,
  images: true,
  building: true,
  createdAt: true,
  of_area: true,
  of_dpe_status: true,
  of_dpe_class: true,
  of_dpe_value: true,
  of_ges_class: true,
  of_ges_value: true,
  of_dpe_date: true,
  of_energy_cost_min: true,
  of_energy_cost_max: true,
  of_energy_cost_year: true,
  of_fees_payer: true,
  of_fees_percent: true,
  of_copro_lots: true,
  of_copro_charges: true,
  of_copro_procedure: true,
  of_rent_charges: true,
  of_rent_charges_mode: true,
  of_deposit: true,
  of_furnished: true,
  of_tenant_fees: true,
  of_tenant_inventory_fees: true,
  of_available_from: true,
  of_monaco_sector: true,
} as const

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

/**
 * Maps offers with their buildings, countries and school distances, each loaded in one batch
 * (`in` queries) rather than one query per offer.
 */
export async function withRelations(
  payload: Payload,
  offers: Offer[],
  lang: Language,
): Promise<ApiOffer[]> {
  const buildingIds = unique(offers.map((o) => idOf(o.building)))
  if (!buildingIds.length) return offers.map((o) => toOffer(o, lang))
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
    const building = buildingById.get(String(idOf(o.building))) ?? null
    return toOffer(o, lang, {
      building,
      country: building ? countryById.get(String(idOf(building.country))) : null,
      distances: building ? distancesByBuilding.get(String(building.id)) : [],
    })
  })
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
  where: Where,
  lang: Language,
  skip: number,
  limit: number,
  filter?: Pick<OfferFilter, 'sort' | 'kinds'>,
): Promise<{ docs: Offer[]; total: number }> {
  if (limit === 0) return { docs: [], total: await countPublicOffers(payload, where) }
  if (filter?.sort) {
    const { ids, total } = await sortedIds(
      payload,
      where,
      { sort: filter.sort, kinds: filter.kinds },
      skip,
      limit,
    )
    if (!ids.length) return { docs: [], total }
    const { docs } = await payload.find({
      collection: 'offers',
      where: { id: { in: ids } },
      select: OFFER_SELECT,
      depth: 0,
      locale: lang,
      pagination: false,
      limit: 0,
      overrideAccess: false,
    })
    const byId = new Map(docs.map((d) => [String(d.id), d as Offer]))
    return {
      docs: ids.map((id) => byId.get(String(id))).filter((d): d is Offer => d !== undefined),
      total,
    }
  }
  const page = (n: number) =>
    payload.find({
      collection: 'offers',
      where,
      select: OFFER_SELECT,
      sort: ['-createdAt', '-id'],
      depth: 0,
      locale: lang,
      limit,
      page: n,
      overrideAccess: false,
    })
  const first = Math.floor(skip / limit) + 1
  const offset = skip % limit
  const a = await page(first)
  if (offset === 0 || !a.hasNextPage)
    return { docs: a.docs.slice(offset) as Offer[], total: a.totalDocs }
  const b = await page(first + 1)
  return {
    docs: [...a.docs, ...b.docs].slice(offset, offset + limit) as Offer[],
    total: a.totalDocs,
  }
}

export async function countPublicOffers(payload: Payload, where: Where = {}): Promise<number> {
  return (await payload.count({ collection: 'offers', where, overrideAccess: false })).totalDocs
}
