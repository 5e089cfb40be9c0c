import { type EnergyClass, isEnergyClass } from '@contract/energy'
import {
  AREAS,
  BUDGET_MAX,
  BUDGET_MIN,
  isArea,
  PAGE_SIZE,
  ROOM_COUNTS,
  SALE_RENT,
  type Area,
  type SaleRent,
} from '@contract/limits'
import { isOfferSort, OFFER_SORTS, type OfferSort } from '@contract/offer-sort'

export { AREAS, BUDGET_MAX, BUDGET_MIN, isArea, PAGE_SIZE, type Area, type SaleRent }
export const SALE_RENTS: readonly SaleRent[] = SALE_RENT
export const ROOM_CHOICES = ROOM_COUNTS
export { OFFER_SORTS, type OfferSort }

/** An order other than the default (newest first): the default is left out of the address and the query. */
export type ListSort = Exclude<OfferSort, 'newest'>
export const listSortOf = (value: unknown): ListSort | undefined =>
  isOfferSort(value) && value !== 'newest' ? value : undefined

/** The visitor's search, as the routes and the remembered filter hold it. */
export type OfferFilter = {
  /** An area or a district value. */
  where: string
  salerent: SaleRent
  /** of_type values; empty means every type. */
  types: number[]
  /** 1 (studio) … 5 (5+); empty means every size. */
  pieces: number[]
  budgetMin: number
  budgetMax: number
  page: number
  /** Only offers whose energy class is this one or better (the address's `?dpe_max=`). */
  dpeMax?: EnergyClass
  /** The order of the results (the address's `?sort=`); absent: newest first. */
  sort?: ListSort
}

export const defaultFilter: OfferFilter = {
  where: 'monaco',
  salerent: 'rents_and_sales',
  types: [],
  pieces: [],
  budgetMin: BUDGET_MIN,
  budgetMax: BUDGET_MAX,
  page: 1,
}

const uniqueSorted = (values: number[]) => [...new Set(values)].sort((a, b) => a - b)

/**
 * One canonical form per search: sorted unique lists, all five room sizes meaning no filter,
 * budget bounds clamped and swapped when min is above max, page at least 1.
 */
export function normalizeFilter(filter: OfferFilter): OfferFilter {
  const pieces = uniqueSorted(filter.pieces.filter((p) => p >= 1 && p <= 5))
  const clamp = (n: number) => Math.min(BUDGET_MAX, Math.max(BUDGET_MIN, Math.round(n)))
  const [lo, hi] = [clamp(filter.budgetMin), clamp(filter.budgetMax)]
  return {
    where: filter.where.toLowerCase(),
    salerent: filter.salerent,
    types: uniqueSorted(filter.types.filter((t) => Number.isInteger(t) && t >= 0)),
    pieces: pieces.length === ROOM_CHOICES.length ? [] : pieces,
    budgetMin: Math.min(lo, hi),
    budgetMax: Math.max(lo, hi),
    page: Math.max(1, Math.floor(filter.page) || 1),
    ...(isEnergyClass(filter.dpeMax) ? { dpeMax: filter.dpeMax } : {}),
    ...(listSortOf(filter.sort) ? { sort: filter.sort } : {}),
  }
}

/** The query of GET /offers for a filter (contract: "Offers filter set"). */
export function filterToQuery(
  filter: OfferFilter,
  lang: string,
): Record<string, string | number | boolean> {
  const f = normalizeFilter(filter)
  const query: Record<string, string | number | boolean> = {
    lang,
    skip: (f.page - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
  }
  if (f.salerent === 'sales') query.sale = true
  if (f.salerent === 'rents') query.rent = true
  if (isArea(f.where)) query[f.where] = true
  else query.district = f.where
  for (const p of f.pieces) query[`room_${p}`] = true
  if (f.types.length) query.types = f.types.join(',')
  if (f.budgetMin !== BUDGET_MIN || f.budgetMax !== BUDGET_MAX) {
    query.budgetmin = f.budgetMin
    query.budgetmax = f.budgetMax
  }
  if (f.dpeMax) query.dpe_max = f.dpeMax
  if (f.sort) query.sort = f.sort
  return query
}
