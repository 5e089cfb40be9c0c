import type { Payload, Where } from 'payload'
import { priceLines } from '@contract/format-price'

import type { Offer } from '@cms/payload-types'
import type { OfferFilter } from '@cms/domain/offers/filter'

/** What the price and surface orders read of every match: the figures the cards show, and the tie-break. */
export const SORT_SELECT = {
  of_sell: true,
  of_rent: true,
  of_price_sell: true,
  of_sell_sum: true,
  of_price_rent: true,
  of_rent_sum: true,
  of_rent_sum_year: true,
  of_sell_uponrequest: true,
  of_rent_uponrequest: true,
  of_surface: true,
  of_surface_livable: true,
  createdAt: true,
} as const

type Sortable = Pick<Offer, keyof typeof SORT_SELECT | 'id'>
type Kinds = OfferFilter['kinds']

const positive = (...values: (number | null | undefined)[]) =>
  values.find((v): v is number => typeof v === 'number' && v > 0)

/**
 * The price an offer is sorted by: the figure its card shows for the list's kind (a list of both
 * kinds takes the first, the sale price), a yearly rent counted per month. A price on request has
 * none: its figure is not read (the public never receives it), so it cannot place the offer.
 */
function priceKey(o: Sortable, kinds: Kinds): number | null {
  const lines = priceLines(o)
  const line =
    kinds.length === 1
      ? lines.find((l) => l.kind === (kinds[0] === 'sell' ? 'sale' : 'rent'))
      : lines[0]
  if (!line || line.onRequest) return null
  return line.kind === 'rent' && line.per === 'year' ? line.amount / 12 : line.amount
}

const surfaceKey = (o: Sortable): number | null =>
  positive(o.of_surface, o.of_surface_livable) ?? null

const newestFirst = (a: Sortable, b: Sortable) =>
  a.createdAt === b.createdAt
    ? String(b.id) < String(a.id)
      ? -1
      : 1
    : a.createdAt < b.createdAt
      ? 1
      : -1

/** The order of `sort`: offers without the figure after every other, then newest first, so pages never overlap. */
export function comparatorOf(
  sort: NonNullable<OfferFilter['sort']>,
  kinds: Kinds,
): (a: Sortable, b: Sortable) => number {
  const key = sort === 'surface' ? surfaceKey : (o: Sortable) => priceKey(o, kinds)
  const direction = sort === 'price-asc' ? 1 : -1
  return (a, b) => {
    const [ka, kb] = [key(a), key(b)]
    if (ka !== kb) {
      if (ka === null) return 1
      if (kb === null) return -1
      return (ka - kb) * direction
    }
    return newestFirst(a, b)
  }
}

/**
 * The ids of a window of the matches in the asked order. The order is worked out here from the
 * figures every card shows (a price is the shown sum or the asking one, a surface the total or the
 * living one), which no single stored column holds; only those few fields of the matches are read.
 */
export async function sortedIds(
  payload: Payload,
  where: Where,
  f: Pick<OfferFilter, 'kinds'> & { sort: NonNullable<OfferFilter['sort']> },
  skip: number,
  limit: number,
) {
  const { docs } = await payload.find({
    collection: 'offers',
    where,
    select: SORT_SELECT,
    depth: 0,
    pagination: false,
    limit: 0,
    overrideAccess: false,
  })
  const all = (docs as Sortable[]).sort(comparatorOf(f.sort, f.kinds))
  return { ids: all.slice(skip, skip + limit).map((o) => o.id), total: all.length }
}
