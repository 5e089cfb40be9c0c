import type { Payload, Where } from 'payload'
import type { Language } from '@contract/languages'
import type { MapMarker } from '@contract/map'
import { priceText } from '@contract/price-text'

import type { Offer } from '@cms/payload-types'
import { idOf, localized } from '@cms/domain/payload/payload-values'
import { CARD_SELECT } from '@cms/domain/offers/card-select'
import { findDocs } from '@cms/domain/payload/typed-reads'

/** Only what a marker needs; the price flags are read with the prices so that hidden figures stay hidden. */
const MARKER_SELECT = {
  ...CARD_SELECT,
  of_lat: true,
  of_lng: true,
  of_location_precision: true,
} as const

export function toMapMarker(o: Offer, lang: Language): MapMarker | null {
  if (typeof o.of_lat !== 'number' || typeof o.of_lng !== 'number') return null
  return {
    id: o.id,
    slug: o.of_slug_fr ?? '',
    lat: o.of_lat,
    lng: o.of_lng,
    approximate: o.of_location_precision !== 'exact',
    sell: o.of_sell === true,
    price: priceText(o, lang),
    name: localized(o.of_name, lang),
    image: idOf(o.images?.[0]) ?? null,
  }
}

/**
 * Every public offer matching `where` that has a location, as map markers (no page: the map shows
 * the whole result). The stored coordinates are already the public ones.
 */
export async function findMapMarkers(
  payload: Payload,
  where: Where,
  lang: Language,
): Promise<MapMarker[]> {
  const { docs } = await findDocs(payload, {
    collection: 'offers',
    where: { and: [where, { of_lat: { exists: true } }, { of_lng: { exists: true } }] },
    select: MARKER_SELECT,
    sort: ['-createdAt', '-id'],
    depth: 0,
    locale: lang,
    limit: 0,
    pagination: false,
    overrideAccess: false,
  })
  return docs.map((o) => toMapMarker(o, lang)).filter((m): m is MapMarker => m !== null)
}
