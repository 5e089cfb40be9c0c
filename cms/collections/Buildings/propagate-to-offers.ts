import type { CollectionAfterChangeHook } from 'payload'

/**
 * Offers keep a copy of their building's area (and district when they have none of their own)
 * so that the public filter is a plain indexed query; keep those copies true when a building moves.
 */
export const propagateToOffers: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req, context }) => {
  if (operation !== 'update' || context.skipPropagation) return doc
  if (previousDoc?.bu_area === doc.bu_area && previousDoc?.bu_district === doc.bu_district && previousDoc?.bu_city === doc.bu_city) return doc
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
      data: { of_area: doc.bu_area, of_city: doc.bu_city, of_district: offer.of_district_own || doc.bu_district || '' },
      depth: 0,
      req,
      context: { skipDerive: true },
    })
  }
  return doc
}
