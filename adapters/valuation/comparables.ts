import type { Payload } from 'payload'
import { priceLines } from '@contract/format-price'
import { median, type ValuationComparables } from '@contract/valuation'

import type { Offer } from '@cms/payload-types'

/** What a comparable is read with: the sale price fields with their "on request" flag, and the surfaces. */
const COMPARABLE_SELECT = {
  of_sell: true,
  of_sell_uponrequest: true,
  of_sell_sum: true,
  of_price_sell: true,
  of_surface: true,
  of_surface_livable: true,
} as const

const positive = (n: number | null | undefined): number | null =>
  typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : null

/** An offer's public sale price per m², when it shows both a price and a surface. */
function pricePerSquareMetre(offer: Offer): number | null {
  const sale = priceLines(offer).find((line) => line.kind === 'sale')
  const surface = positive(offer.of_surface_livable) ?? positive(offer.of_surface)
  if (!sale || sale.onRequest || surface == null) return null
  return sale.amount / surface
}

/**
 * The published web offers for sale of the district and type, read with the public's access (a
 * draft, an offer off the web and a price given on request are not seen), each with a surface and
 * a public price: how many, and the median of their prices per m², rounded to the euro.
 */
export async function findComparables(
  payload: Payload,
  district: string,
  typeValue: number,
): Promise<ValuationComparables> {
  const { docs } = await payload.find({
    collection: 'offers',
    where: {
      and: [
        { of_district: { equals: district } },
        { of_type: { equals: typeValue } },
        { of_sell: { equals: true } },
        // Unset checkboxes may be stored as null, which `not_equals` would not match in SQL.
        {
          or: [
            { of_sell_uponrequest: { equals: false } },
            { of_sell_uponrequest: { exists: false } },
          ],
        },
      ],
    },
    select: COMPARABLE_SELECT,
    depth: 0,
    pagination: false,
    limit: 0,
    overrideAccess: false,
  })
  const perSquareMetre = (docs as Offer[])
    .map(pricePerSquareMetre)
    .filter((n): n is number => n != null)
  const middle = median(perSquareMetre)
  return {
    district,
    type: typeValue,
    count: perSquareMetre.length,
    median_price_m2: middle == null ? null : Math.round(middle),
  }
}
