import type {
  Building as ApiBuilding,
  Distance as ApiDistance,
  Offer as ApiOffer,
} from '@contract/offer'
import type { Language } from '@contract/languages'

import type { Building, Country, Distance, Offer } from '@cms/payload-types'
import { sanitizeEmbed } from '@cms/domain/rich-text/sanitize-embed'
import { idOf, inLanguage, localized, type Id } from '@cms/domain/payload/payload-values'
import { toLegalFields } from './legal-mapper'
import { htmlOf } from '@cms/domain/rich-text/html-of'

/** What the mapper needs beside the offer: its building's country and distances, if loaded. */
export type OfferRelations = {
  building?: Building | null
  country?: Country | null
  distances?: Distance[]
  /** The offer's photos a visitor may see; the others (marked private, or gone) are left out. */
  publicPhotos?: ReadonlySet<string>
}

const num = (v: number | null | undefined): number | null =>
  typeof v === 'number' && Number.isFinite(v) ? v : null

export function toDistance(d: Distance): ApiDistance {
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
  } satisfies ApiDistance
}

export function toBuilding(
  b: Building,
  lang: Language,
  country: Country | null | undefined,
  distances: Distance[] = [],
): ApiBuilding {
  return {
    bu_id: b.id,
    bu_name: b.bu_name ?? '',
    bu_city: b.bu_city ?? '',
    bu_district: b.bu_district ?? '',
    // Only the derived public point is ever read: the exact one is the agency's when approximate.
    bu_lat: num(b.bu_lat_public),
    bu_lng: num(b.bu_lng_public),
    bu_location_precision: b.bu_location_precision === 'exact' ? 'exact' : 'approximate',
    // Stored sanitised at save time, so the list path converts nothing.
    ...inLanguage('bu_description', lang, htmlOf(b.bu_description_html, b.bu_description, lang)),
    cu_id: country ? { cu_id: country.id, cu_name_fr: country.cu_name_fr } : null,
    distances: distances.map(toDistance),
  } satisfies ApiBuilding
}

/** A Payload offer (depth 0, one language) → the legacy API's offer shape. */
export function toOffer(o: Offer, lang: Language, rel: OfferRelations = {}): ApiOffer {
  return {
    of_id: o.id,
    of_slug_fr: o.of_slug_fr ?? '',
    of_ref: o.of_ref,
    ...inLanguage('of_name', lang, localized(o.of_name, lang)),
    // The description's HTML, rendered from Lexical and sanitised when staff saved it.
    ...inLanguage('of_text', lang, htmlOf(o.of_text_html, o.of_text, lang)),
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
    images: (o.images ?? [])
      .map(idOf)
      .filter((id): id is Id => id != null && (rel.publicPhotos?.has(String(id)) ?? true))
      .map((fi_id) => ({ fi_id })),
    ...toLegalFields(o),
    bu_id: rel.building ? toBuilding(rel.building, lang, rel.country, rel.distances) : null,
  } satisfies ApiOffer
}
