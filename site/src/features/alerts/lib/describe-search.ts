import type { TFunction } from 'i18next'
import type { SearchFilter } from '@contract/saved-search'
import { AREAS } from '@contract/limits'
import { formatPrice } from '@contract/format-price'

/** A saved search in a few words: kind, place, rooms, budget and whether it is limited to an area of the map. */
export function describeSearch(filter: SearchFilter, t: TFunction, lang: string): string {
  const parts: string[] = []
  parts.push(
    t(
      filter.sale && !filter.rent
        ? 'alerts.kind.sales'
        : filter.rent && !filter.sale
          ? 'alerts.kind.rents'
          : 'alerts.kind.all',
    ),
  )
  const areas = AREAS.filter((a) => filter[a]).map((a) => t(`area.${a}`))
  if (areas.length) parts.push(areas.join(', '))
  if (typeof filter.district === 'string') parts.push(filter.district)
  const rooms = [1, 2, 3, 4, 5].filter((n) => filter[`room_${n}`])
  if (rooms.length)
    parts.push(
      t('alerts.rooms', { rooms: rooms.map((n) => (n === 5 ? '5+' : String(n))).join(', ') }),
    )
  // Saved filters come back as the offers call's query strings.
  const [min, max] = [Number(filter.budgetmin), Number(filter.budgetmax)]
  if (
    filter.budgetmin !== undefined &&
    filter.budgetmax !== undefined &&
    Number.isFinite(min) &&
    Number.isFinite(max)
  )
    parts.push(`${formatPrice(min, lang)} – ${formatPrice(max, lang)}`)
  if (filter.bbox) parts.push(t('alerts.mapArea'))
  return parts.join(' · ')
}
