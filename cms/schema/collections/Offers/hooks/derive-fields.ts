import type { CollectionBeforeChangeHook } from 'payload'

import { sanitizeEmbed } from '../../../../domain/rich-text/sanitize-embed'
import { idOf } from '../../../../domain/payload/relation-id'

/**
 * Fields the public API filters on are stored, not computed per request: the services bitmask,
 * the type and exclusivity codes, the area, the effective district and the public coordinates
 * from the building.
 */
export const deriveOfferFields: CollectionBeforeChangeHook = async ({
  data,
  originalDoc,
  req,
  context,
}) => {
  if ('of_video' in data) data.of_video = sanitizeEmbed(data.of_video)
  if (context.skipDerive) return data
  const pick = <T>(key: string): T => (key in data ? data[key] : originalDoc?.[key]) as T

  const itemIds = [
    idOf(pick('type')),
    idOf(pick('exclusivity')),
    ...(pick<unknown[]>('services') ?? []).map(idOf),
  ].filter((v) => v != null)
  const items = itemIds.length
    ? (
        await req.payload.find({
          collection: 'items',
          where: { id: { in: itemIds } },
          depth: 0,
          limit: 0,
          pagination: false,
          req,
        })
      ).docs
    : []
  const valueOf = (id: unknown) => items.find((i) => String(i.id) === String(id))?.value
  data.of_type = valueOf(idOf(pick('type'))) ?? null
  data.of_exclusivite = valueOf(idOf(pick('exclusivity'))) ?? 0
  data.of_services = (pick<unknown[]>('services') ?? []).reduce<number>(
    (mask, s) => mask | (valueOf(idOf(s)) ?? 0),
    0,
  )

  const buildingId = idOf(pick('building'))
  const building =
    buildingId != null
      ? await req.payload
          .findByID({ collection: 'buildings', id: buildingId, depth: 0, req })
          .catch(() => null)
      : null
  data.of_area = building?.bu_area ?? pick('of_area') ?? null
  data.of_city = building?.bu_city ?? pick('of_city') ?? null
  data.of_district = (pick<string>('of_district_own') || building?.bu_district || '').trim()
  // The building's public point only: an approximate building's exact one never reaches an offer.
  data.of_lat = building ? (building.bu_lat_public ?? null) : (pick('of_lat') ?? null)
  data.of_lng = building ? (building.bu_lng_public ?? null) : (pick('of_lng') ?? null)
  data.of_location_precision =
    building?.bu_location_precision ?? pick('of_location_precision') ?? 'approximate'
  return data
}
