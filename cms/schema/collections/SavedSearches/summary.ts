import type { CollectionBeforeChangeHook } from 'payload'
import { BUDGET_MAX } from '@contract/limits'
import type { SavedFilter } from '@contract/saved-search'

const yes = (v: string | undefined) => v === 'true' || v === '1'
const euros = (v: string | undefined) => (v ? `${Number(v).toLocaleString('fr-FR')} €` : '')

/** Where, what and how much a saved search asks for, in words: the demand staff read in the list. */
export function summarize(filter: SavedFilter): {
  area: string
  budget: string
  sale_rent: string
} {
  const areas = (['monaco', 'france', 'international'] as const).filter((a) => yes(filter[a]))
  const where = [
    filter.district,
    ...(filter.district
      ? []
      : areas.map((a) =>
          a === 'france' ? "Côte d'Azur" : a === 'monaco' ? 'Monaco' : 'International',
        )),
  ].filter(Boolean)
  if (filter.bbox) where.push('map area')
  const min = Number(filter.budgetmin ?? 0)
  const max = Number(filter.budgetmax ?? BUDGET_MAX)
  const budget =
    min > 0 && max < BUDGET_MAX
      ? `${euros(filter.budgetmin)} – ${euros(filter.budgetmax)}`
      : min > 0
        ? `≥ ${euros(filter.budgetmin)}`
        : max < BUDGET_MAX
          ? `≤ ${euros(filter.budgetmax)}`
          : 'any'
  const [sale, rent] = [yes(filter.sale), yes(filter.rent)]
  return {
    area: where.join(', ') || 'anywhere',
    budget,
    sale_rent: sale === rent ? 'sale & rent' : sale ? 'sale' : 'rent',
  }
}

export const summarizeFilter: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const filter = (data.filter ?? originalDoc?.filter ?? {}) as SavedFilter
  return { ...data, ...summarize(filter) }
}
