import { BUDGET_MAX, ROOM_COUNTS } from '@contract/limits'
import type { SavedFilter } from '@contract/saved-search'

import { type DemandLang, demandWords } from './demand-words'

/* A saved search's filter in words, in the admin's language: no server dependency, so the list's cells use it too. */

const yes = (v: string | undefined) => v === 'true' || v === '1'

/** Budget bands over a search's upper bound (its lower bound when it has none). */
export const BUDGET_BANDS = [500_000, 1_000_000, 3_000_000, 10_000_000] as const

export function budgetBand(filter: SavedFilter): number {
  const max = Number(filter.budgetmax ?? BUDGET_MAX)
  const bound = max < BUDGET_MAX ? max : Number(filter.budgetmin ?? 0)
  if (!(bound > 0)) return -1
  const i = BUDGET_BANDS.findIndex((limit) => bound <= limit)
  return i === -1 ? BUDGET_BANDS.length : i
}

const euros = (n: number, lang: DemandLang) =>
  n >= 1_000_000
    ? `${(n / 1_000_000).toLocaleString(lang === 'fr' ? 'fr-FR' : 'en-GB')} M €`
    : `${(n / 1_000).toLocaleString(lang === 'fr' ? 'fr-FR' : 'en-GB')} k €`

export function budgetBandLabel(band: number, lang: DemandLang): string {
  const w = demandWords[lang]
  if (band < 0) return w.anyBudget
  if (band === 0) return `≤ ${euros(BUDGET_BANDS[0], lang)}`
  if (band === BUDGET_BANDS.length) return `> ${euros(BUDGET_BANDS[BUDGET_BANDS.length - 1], lang)}`
  return `${euros(BUDGET_BANDS[band - 1], lang)} – ${euros(BUDGET_BANDS[band], lang)}`
}

export function budgetText(filter: SavedFilter, lang: DemandLang): string {
  const number = (v: string | undefined) =>
    `${Number(v).toLocaleString(lang === 'fr' ? 'fr-FR' : 'en-GB')} €`
  const min = Number(filter.budgetmin ?? 0)
  const max = Number(filter.budgetmax ?? BUDGET_MAX)
  if (min > 0 && max < BUDGET_MAX)
    return `${number(filter.budgetmin)} – ${number(filter.budgetmax)}`
  if (min > 0) return `≥ ${number(filter.budgetmin)}`
  if (max < BUDGET_MAX) return `≤ ${number(filter.budgetmax)}`
  return demandWords[lang].anyBudget
}

/** The areas a search asks for: its district (by its tile's name), else its areas, else anywhere. */
export function areaText(
  filter: SavedFilter,
  districtNames: Map<string, string> = new Map(),
  lang: DemandLang,
): string {
  const w = demandWords[lang]
  const parts = filter.district
    ? [districtNames.get(filter.district) ?? filter.district]
    : (['monaco', 'france', 'international'] as const)
        .filter((a) => yes(filter[a]))
        .map((a) => w.areas[a])
  if (filter.bbox) parts.push(w.mapArea)
  return parts.join(', ') || w.anywhere
}

export function roomsText(filter: SavedFilter, lang: DemandLang): string {
  const rooms = ROOM_COUNTS.filter((n) => yes(filter[`room_${n}`]))
  if (rooms.length === 0 || rooms.length === ROOM_COUNTS.length) return demandWords[lang].anyRooms
  return rooms.map((n) => (n === 5 ? '5+' : String(n))).join(', ')
}

export function typesText(
  filter: SavedFilter,
  typeNames: Map<number, string> = new Map(),
  lang: DemandLang,
): string {
  const values = (filter.types ?? '').split(',').filter(Boolean).map(Number)
  return values.length
    ? values.map((v) => typeNames.get(v) ?? `#${v}`).join(', ')
    : demandWords[lang].anyType
}

/** Sale, rent, or both. */
export function saleRentText(filter: SavedFilter, lang: DemandLang): string {
  const w = demandWords[lang]
  const [sale, rent] = [yes(filter.sale), yes(filter.rent)]
  return sale === rent ? w.saleAndRent : sale ? w.sale : w.rent
}
