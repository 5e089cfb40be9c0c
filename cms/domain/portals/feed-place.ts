import { isMonacoCity } from '@contract/offer'

import type { Building, Offer } from '../../payload-types'
import { idOf } from '../payload/payload-values'
import type { FeedSources } from './feed-offers'

/** Where a feed places an offer: names portals understand, and only the building's public point. */
export type FeedPlace = {
  town: string
  province: string
  country: string
  district: string
  /** The derived public point: an approximate building keeps its approximate one. */
  lat: number | null
  lng: number | null
}

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null)
const AREA_COUNTRY: Record<string, string> = { monaco: 'Monaco', france: 'France' }

/**
 * The offer's place from its building (read as the public reads it). Portals want a province:
 * Monaco is its own; every French town the agency sells in is on the Côte d'Azur, whose region
 * name is written without accents (Kyero's text fields are plain ASCII in practice).
 */
export function feedPlace(
  o: Pick<Offer, 'of_area' | 'of_district'>,
  building: Building | undefined,
  sources: Pick<FeedSources, 'countries' | 'districts'>,
): FeedPlace {
  const country = building ? sources.countries.get(String(idOf(building.country))) : undefined
  const town = (building?.bu_city ?? '').trim()
  const monaco = isMonacoCity(town) || country?.cu_code === 'MC' || o.of_area === 'monaco'
  const countryName = monaco
    ? 'Monaco'
    : (country?.cu_name_en ?? country?.cu_name_fr ?? AREA_COUNTRY[o.of_area ?? ''] ?? '')
  const province = monaco
    ? 'Monaco'
    : countryName === 'France'
      ? "Provence-Alpes-Cote d'Azur"
      : countryName
  return {
    town: town ? titleCase(town) : '',
    province,
    country: countryName,
    district: districtName((o.of_district || building?.bu_district) ?? '', sources.districts),
    lat: building ? num(building.bu_lat_public) : null,
    lng: building ? num(building.bu_lng_public) : null,
  }
}

/** "SAINT-JEAN-CAP-FERRAT" → "Saint-Jean-Cap-Ferrat": towns are stored in capitals. */
const titleCase = (s: string): string =>
  s
    .toLowerCase()
    .replace(/(^|[\s'’-])(\p{L})/gu, (_, sep: string, c: string) => sep + c.toUpperCase())

/** A district's English name from its code; a code no district has is shown as words. */
const districtName = (code: string, names: Map<string, string>): string =>
  names.get(code) ?? code.replace(/[-_]+/g, ' ').trim()
