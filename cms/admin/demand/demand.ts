import type { Payload, TypedUser, Where } from 'payload'
import type { SavedFilter } from '@contract/saved-search'

import { offerWhere } from '../../domain/offers/filter'
import { savedOfferFilter } from '../../domain/searches/saved-filter'
import type { SavedSearch } from '../../payload-types'
import { type DemandLang, demandWords } from './demand-words'
import { filterNames } from './filter-names'
import {
  areaText,
  budgetBand,
  budgetBandLabel,
  budgetText,
  roomsText,
  typesText,
} from './filter-words'

/** One saved search as the demand view shows it. */
export type DemandRow = {
  id: number | string
  types: string
  rooms: string
  budget: string
  area: string
  email: string
  confirmed: boolean
  /** Public offers its filter finds today. */
  matching: number
}
export type DemandTotal = { label: string; searches: number }
export type Demand = {
  rows: DemandRow[]
  totalDocs: number
  byDistrict: DemandTotal[]
  byBudget: DemandTotal[]
}

/** How many public offers a saved filter finds now: the offers list's own filter, read as a visitor reads it (as the alerts do). */
async function matchingNow(payload: Payload, filter: SavedFilter, lang: string): Promise<number> {
  const numericIds = payload.db.defaultIDType === 'number'
  let where: Where
  try {
    where = offerWhere(savedOfferFilter(filter, lang), (s) => (numericIds ? Number(s) : s))
  } catch {
    return 0
  }
  return (await payload.count({ collection: 'offers', where, overrideAccess: false })).totalDocs
}

const MAX_ROWS = 200

/**
 * The demand: every saved search (newest first, the first MAX_ROWS listed) in words, with the
 * public offers each finds today, and the totals of all of them by district and by budget band.
 * Read with the staff member's access; the filters are read whole, the rest only as shown.
 */
export async function loadDemand(
  payload: Payload,
  { user, lang }: { user: TypedUser; lang: DemandLang },
): Promise<Demand> {
  const [searches, { typeNames, districtNames }] = await Promise.all([
    payload.find({
      collection: 'saved-searches',
      sort: '-createdAt',
      limit: 0,
      pagination: false,
      depth: 0,
      select: { filter: true, email: true, confirmed: true, lang: true, client: true },
      user,
      overrideAccess: false,
    }),
    filterNames(payload, lang),
  ])
  const docs = searches.docs as Pick<
    SavedSearch,
    'id' | 'filter' | 'email' | 'confirmed' | 'lang' | 'client'
  >[]

  const byDistrict = new Map<string, number>()
  const byBudget = new Map<number, number>()
  for (const s of docs) {
    const filter = (s.filter ?? {}) as SavedFilter
    const area = areaText(filter, districtNames, lang)
    byDistrict.set(area, (byDistrict.get(area) ?? 0) + 1)
    const band = budgetBand(filter)
    byBudget.set(band, (byBudget.get(band) ?? 0) + 1)
  }

  const listed = docs.slice(0, MAX_ROWS)
  const rows = await Promise.all(
    listed.map(async (s) => {
      const filter = (s.filter ?? {}) as SavedFilter
      return {
        id: s.id,
        types: typesText(filter, typeNames, lang),
        rooms: roomsText(filter, lang),
        budget: budgetText(filter, lang),
        area: areaText(filter, districtNames, lang),
        email: s.email ?? (s.client != null ? demandWords[lang].clientAccount : ''),
        confirmed: s.confirmed === true,
        matching: await matchingNow(payload, filter, s.lang ?? 'fr'),
      }
    }),
  )
  return {
    rows,
    totalDocs: docs.length,
    byDistrict: [...byDistrict]
      .map(([label, searches]) => ({ label, searches }))
      .sort((a, b) => b.searches - a.searches || a.label.localeCompare(b.label)),
    byBudget: [...byBudget]
      .sort((a, b) => a[0] - b[0])
      .map(([band, searches]) => ({ label: budgetBandLabel(band, lang), searches })),
  }
}
