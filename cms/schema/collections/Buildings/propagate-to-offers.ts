import type { CollectionAfterChangeHook } from 'payload'

/**
 * Offers keep a copy of their building's area (and district when they have none of their own)
 * and of its public coordinates, so that the public filter (bbox included) is a plain indexed
 * query; keep those copies true when a building moves.
 */
export const propagateToOffers: CollectionAfterChangeHook = async ({
  doc,
  previousDoc,
  operation,
  req,
  context,
}) => {
  if (operation !== 'update' || context.skipPropagation) return doc
  const copied = [
    'bu_area',
    'bu_district',
    'bu_city',
    'bu_lat_public',
    'bu_lng_public',
    'bu_location_precision',
  ] as const
  if (copied.every((k) => previousDoc?.[k] === doc[k])) return doc
  const offers = await req.payload.find({
    collection: 'offers',
    where: { building: { equals: doc.id } },
    depth: 0,
    limit: 0,
    pagination: false,
    select: { of_district_own: true },
    req,
  })
  for (const offer of offers.docs) {
    await req.payload.update({
      collection: 'offers',
      id: offer.id,
      data: {
        of_area: doc.bu_area,
        of_city: doc.bu_city,
        of_district: offer.of_district_own || doc.bu_district || '',
        of_lat: doc.bu_lat_public ?? null,
        of_lng: doc.bu_lng_public ?? null,
        of_location_precision: doc.bu_location_precision ?? 'approximate',
      },
      depth: 0,
      req,
      context: { skipDerive: true },
    })
  }
  return doc
}
