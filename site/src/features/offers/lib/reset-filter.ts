import { BUDGET_MAX, BUDGET_MIN, isArea, type OfferFilter } from '../../../lib/offer-filter'

/**
 * The filter sheet's reset: every narrowing filter (district, type, rooms, budget, energy class)
 * cleared, the place's area, sale or rent and order kept. `areaOf` names a district's area.
 */
export function resetFilter(
  filter: OfferFilter,
  areaOf: (district: string) => string,
): OfferFilter {
  const { dpeMax: _dpeMax, ...rest } = filter
  return {
    ...rest,
    where: isArea(filter.where) ? filter.where : areaOf(filter.where),
    types: [],
    pieces: [],
    budgetMin: BUDGET_MIN,
    budgetMax: BUDGET_MAX,
    page: 1,
  }
}

/** True when the filter narrows nothing the reset would clear. */
export const isReset = (filter: OfferFilter) =>
  isArea(filter.where) &&
  !filter.types.length &&
  !filter.pieces.length &&
  filter.budgetMin === BUDGET_MIN &&
  filter.budgetMax === BUDGET_MAX &&
  !filter.dpeMax
