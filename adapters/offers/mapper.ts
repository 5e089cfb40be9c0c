import type { Building, Country, Distance, Offer } from '../../cms/payload-types'
import type { Locale } from '../../cms/locales'
import { sanitizeEmbed } from '../../cms/hooks/sanitize-embed'
import { idOf, localized, type Id } from '../payload-values'

export type LegacyDistance = {
  schoolName: string
  di_walking_km: number | null
  di_walking_time: number | null
  di_bicycling_km: number | null
  di_bicycling_time: number | null
  di_transit_km: number | null
  di_transit_time: number | null
  di_driving_km: number | null
  di_driving_time: number | null
}

export type LegacyBuilding = {
  bu_id: Id
  bu_name: string
  bu_city: string
  bu_district: string
  cu_id: { cu_id: Id; cu_name_fr: string } | null
  distances: LegacyDistance[]
} & Record<`bu_description_${Locale}`, string>

export type LegacyOffer = {
  of_id: Id
  of_slug_fr: string
  of_ref: string
  of_sell: boolean
  of_rent: boolean
  of_price_sell: number | null
  of_price_rent: number | null
  of_sell_sum: number | null
  of_rent_sum: number | null
  of_rent_sum_year: number | null
  of_sell_uponrequest: boolean
  of_rent_uponrequest: boolean
  of_type: number | null
  of_nbpieces: number | null
  of_nbrooms: number | null
  of_nbbathrooms: number | null
  of_surface: number | null
  of_surface_livable: number | null
  of_surface_approximate: boolean
  of_surface_terrace: number | null
  of_district: string
  of_services: number
  of_exclusivite: number
  of_video: string
  images: { fi_id: Id }[]
  bu_id: LegacyBuilding | null
} & Record<`of_name_${Locale}` | `of_text_${Locale}`, string>

/** What the mapper needs beside the offer: its building's country and distances, if loaded. */
export type OfferRelations = {
  building?: Building | null
  country?: Country | null
  distances?: Distance[]
}

const num = (v: number | null | undefined): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null)

export function toLegacyDistance(d: Distance): LegacyDistance {
  return {
    schoolName: d.schoolName,
    di_walking_km: num(d.di_walking_km),
    di_walking_time: num(d.di_walking_time),
    di_bicycling_km: num(d.di_bicycling_km),
    di_bicycling_time: num(d.di_bicycling_time),
    di_transit_km: num(d.di_transit_km),
    di_transit_time: num(d.di_transit_time),
    di_driving_km: num(d.di_driving_km),
    di_driving_time: num(d.di_driving_time),
  }
}

export function toLegacyBuilding(b: Building, lang: Locale, country: Country | null | undefined, distances: Distance[] = []): LegacyBuilding {
  return {
    bu_id: b.id,
    bu_name: b.bu_name ?? '',
    bu_city: b.bu_city ?? '',
    bu_district: b.bu_district ?? '',
    [`bu_description_${lang}`]: localized(b.bu_description, lang),
    cu_id: country ? { cu_id: country.id, cu_name_fr: country.cu_name_fr } : null,
    distances: distances.map(toLegacyDistance),
  } as LegacyBuilding
}

/** A Payload offer (depth 0, one language) → the legacy API's offer shape. */
export function toLegacyOffer(o: Offer, lang: Locale, rel: OfferRelations = {}): LegacyOffer {
  return {
    of_id: o.id,
    of_slug_fr: o.of_slug_fr ?? '',
    of_ref: o.of_ref,
    [`of_name_${lang}`]: localized(o.of_name, lang),
    [`of_text_${lang}`]: localized(o.of_text, lang),
    of_sell: o.of_sell === true,
    of_rent: o.of_rent === true,
    of_price_sell: num(o.of_price_sell),
    of_price_rent: num(o.of_price_rent),
    of_sell_sum: num(o.of_sell_sum),
    of_rent_sum: num(o.of_rent_sum),
    of_rent_sum_year: num(o.of_rent_sum_year),
    of_sell_uponrequest: o.of_sell_uponrequest === true,
    of_rent_uponrequest: o.of_rent_uponrequest === true,
    of_type: num(o.of_type),
    of_nbpieces: num(o.of_nbpieces),
    of_nbrooms: num(o.of_nbrooms),
    of_nbbathrooms: num(o.of_nbbathrooms),
    of_surface: num(o.of_surface),
    of_surface_livable: num(o.of_surface_livable),
    of_surface_approximate: o.of_surface_approximate === true,
    of_surface_terrace: num(o.of_surface_terrace),
    of_district: o.of_district ?? '',
    of_services: num(o.of_services) ?? 0,
    of_exclusivite: num(o.of_exclusivite) ?? 0,
    // Sanitized again on the way out: rows written before the save hook existed are not trusted.
    of_video: sanitizeEmbed(o.of_video),
    images: (o.images ?? []).map(idOf).filter((id): id is Id => id != null).map((fi_id) => ({ fi_id })),
    bu_id: rel.building ? toLegacyBuilding(rel.building, lang, rel.country, rel.distances) : null,
  } as LegacyOffer
}
