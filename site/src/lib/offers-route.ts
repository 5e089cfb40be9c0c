import { isEnergyClass } from '@contract/energy'

import { districtsPath } from './paths'
import {
  type Area,
  defaultFilter,
  listSortOf,
  type OfferFilter,
  BUDGET_MAX,
  BUDGET_MIN,
  normalizeFilter,
  SALE_RENTS,
  type SaleRent,
} from './offer-filter'

/**
 * /offers/{where}/{salerent}/{types}/{pieces}/{budget}/{page} ↔ OfferFilter, both ways.
 * where: an area or a district value; salerent: sales|rents|rents_and_sales;
 * types: types-all | types-1-4; pieces: pieces-all | pieces-1-2; budget: budget-all | budget-min-max.
 */
export type OffersRouteParams = {
  where?: string
  salerent?: string
  types?: string
  pieces?: string
  budget?: string
  page?: string
}

const WHERE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

function parseList(segment: string | undefined, prefix: string): number[] | null {
  if (segment === `${prefix}-all`) return []
  const m = new RegExp(`^${prefix}-(\\d+(?:-\\d+)*)$`).exec(segment ?? '')
  return m ? m[1].split('-').map(Number) : null
}

/**
 * The filter a route stands for, or null when a segment is not understood. The energy class and
 * the order are queries (`?dpe_max=C`, `?sort=price-asc`) beside the specification's segments;
 * an unknown one is ignored.
 */
export function parseOffersRoute(params: OffersRouteParams, search = ''): OfferFilter | null {
  const where = params.where?.toLowerCase() ?? ''
  if (!WHERE.test(where)) return null
  if (!SALE_RENTS.includes(params.salerent as SaleRent)) return null
  const types = parseList(params.types, 'types')
  const pieces = parseList(params.pieces, 'pieces')
  if (!types || !pieces || pieces.some((p) => p < 1 || p > 5)) return null
  let budgetMin = BUDGET_MIN
  let budgetMax = BUDGET_MAX
  if (params.budget !== 'budget-all') {
    const m = /^budget-(\d+)-(\d+)$/.exec(params.budget ?? '')
    if (!m) return null
    ;[budgetMin, budgetMax] = [Number(m[1]), Number(m[2])]
  }
  if (!/^\d+$/.test(params.page ?? '') || Number(params.page) < 1) return null
  const query = new URLSearchParams(search)
  const dpeMax = query.get('dpe_max')?.toUpperCase()
  const sort = listSortOf(query.get('sort'))
  return normalizeFilter({
    where,
    salerent: params.salerent as SaleRent,
    types,
    pieces,
    budgetMin,
    budgetMax,
    page: Number(params.page),
    ...(isEnergyClass(dpeMax) ? { dpeMax } : {}),
    ...(sort ? { sort } : {}),
  })
}

/** The structured route of a filter. */
export function buildOffersRoute(filter: OfferFilter): string {
  const f = normalizeFilter(filter)
  const types = f.types.length ? `types-${f.types.join('-')}` : 'types-all'
  const pieces = f.pieces.length ? `pieces-${f.pieces.join('-')}` : 'pieces-all'
  const budget =
    f.budgetMin === BUDGET_MIN && f.budgetMax === BUDGET_MAX
      ? 'budget-all'
      : `budget-${f.budgetMin}-${f.budgetMax}`
  return `/offers/${encodeURIComponent(f.where)}/${f.salerent}/${types}/${pieces}/${budget}/${f.page}`
}

/** The list's address of a filter: its route, with the energy class and the order as queries when asked. */
export const offersHref = (filter: OfferFilter): string => {
  const f = normalizeFilter(filter)
  const query = [
    ...(f.dpeMax ? [`dpe_max=${f.dpeMax}`] : []),
    ...(f.sort ? [`sort=${f.sort}`] : []),
  ].join('&')
  return query ? `${buildOffersRoute(f)}?${query}` : buildOffersRoute(f)
}

/** Where a menu entry goes: Monaco lists its districts, the other areas go straight to the list. */
export function menuTarget(salerent: SaleRent, area: Area): string {
  return area === 'monaco'
    ? districtsPath(salerent, 'monaco')
    : buildOffersRoute({ ...defaultFilter, where: area, salerent })
}
