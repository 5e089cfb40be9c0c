import { BUDGET_MAX, BUDGET_MIN, isArea, type OfferFilter } from '../../../lib/offer-filter'

/** The narrowing filters, last in the filter panel's order first: the one an empty search lets go of first. */
export type FilterName = 'energy' | 'budget' | 'rooms' | 'type' | 'district'

const budgetSet = (f: OfferFilter) => f.budgetMin !== BUDGET_MIN || f.budgetMax !== BUDGET_MAX

/** The last filter of an empty search (energy class, budget, rooms, type, then district) and the search without it. */
export function withoutLastFilter(
  f: OfferFilter,
  areaOf: (district: string) => string,
): { name: FilterName; filter: OfferFilter } | null {
  const page = { page: 1 }
  if (f.dpeMax) return { name: 'energy', filter: { ...f, ...page, dpeMax: undefined } }
  if (budgetSet(f))
    return {
      name: 'budget',
      filter: { ...f, ...page, budgetMin: BUDGET_MIN, budgetMax: BUDGET_MAX },
    }
  if (f.pieces.length) return { name: 'rooms', filter: { ...f, ...page, pieces: [] } }
  if (f.types.length) return { name: 'type', filter: { ...f, ...page, types: [] } }
  if (!isArea(f.where))
    return { name: 'district', filter: { ...f, ...page, where: areaOf(f.where) } }
  return null
}

/** A budget a quarter wider on each side (the lower bound down, the upper one up, to no limit past the top). */
export function widerBudget(f: OfferFilter): OfferFilter | null {
  if (!budgetSet(f)) return null
  const budgetMin = Math.floor((f.budgetMin * 0.75) / 1000) * 1000
  const raised = Math.ceil((f.budgetMax * 1.25) / 1000) * 1000
  return {
    ...f,
    page: 1,
    budgetMin,
    budgetMax: f.budgetMax === BUDGET_MAX || raised >= BUDGET_MAX ? BUDGET_MAX : raised,
  }
}
