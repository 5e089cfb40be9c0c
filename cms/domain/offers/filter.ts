import type { Where } from 'payload'
import { toLanguage, type Language } from '@contract/languages'
import { parseBoundingBox, type BoundingBox } from '@contract/geo'
import { classesUpTo, type EnergyClass, isEnergyClass } from '@contract/energy'
import { AREAS, BUDGET_MAX, PAGE_SIZE, ROOM_COUNTS } from '@contract/limits'
import { isOfferSort, OFFER_SORTS, type OfferSort } from '@contract/offer-sort'
import { ApiError } from '@contract/api-error'
import { queryBool, queryString } from '@contract/query-values'

export type OfferFilter = {
  lang: Language
  skip: number
  limit: number
  carousel: boolean
  kinds: ('sell' | 'rent')[]
  areas: ('monaco' | 'france' | 'international')[]
  district?: string
  /** Room counts asked for; 5 means 5 or more. Empty: no filter. */
  rooms: number[]
  types: number[]
  budget?: { min: number; max: number }
  /** Only these offers (the visitor's favourites); `[]` when asked for with none. */
  favories?: string[]
  /** Only offers whose public point lies in the box (offers without a location are left out). */
  bbox?: BoundingBox
  /** Only offers with a known energy class this good or better. */
  dpeMax?: EnergyClass
  /** The order; absent means the default, newest first (`newest` is read as absent, so both share a key). */
  sort?: Exclude<OfferSort, 'newest'>
  /** The home page's row: the offers staff picked, else the newest exclusives, else the newest. */
  featured: boolean
}

type Query = Record<string, unknown>

function nonNegativeInt(q: Query, name: string, fallback: number): number {
  const raw = q[name]
  if (raw === undefined || raw === '') return fallback
  const s = queryString(raw)
  if (s === undefined || !/^\d{1,15}$/.test(s))
    throw new ApiError('invalid_input', `${name} must be a whole number, 0 or more`, [name])
  return Number(s)
}

function budgetBound(q: Query, name: string, fallback: number): number {
  const raw = q[name]
  if (raw === undefined || raw === '') return fallback
  const s = queryString(raw)
  const n = s === undefined ? NaN : Number(s.replace(',', '.'))
  if (!Number.isFinite(n) || n < 0)
    throw new ApiError('invalid_input', `${name} must be a number, 0 or more`, [name])
  return Math.min(n, BUDGET_MAX)
}

function energyClass(q: Query, name: string): EnergyClass | undefined {
  const raw = q[name]
  if (raw === undefined || raw === '') return undefined
  const s = queryString(raw)?.toUpperCase()
  if (!isEnergyClass(s))
    throw new ApiError('invalid_input', `${name} must be an energy class from A to G`, [name])
  return s
}

function list(q: Query, name: string, item: RegExp): string[] | undefined {
  const raw = q[name]
  if (raw === undefined) return undefined
  const s = queryString(raw)
  if (s === undefined || s.length > 20_000)
    throw new ApiError('invalid_input', `${name} must be a comma-separated list`, [name])
  const parts = s
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)
  if (parts.some((p) => !item.test(p)))
    throw new ApiError('invalid_input', `${name} has a malformed value`, [name])
  return parts
}

function sortOf(q: Query): OfferFilter['sort'] {
  const raw = q.sort
  if (raw === undefined || raw === '') return undefined
  const s = queryString(raw)
  if (!isOfferSort(s))
    throw new ApiError('invalid_input', `sort must be one of ${OFFER_SORTS.join(', ')}`, ['sort'])
  return s === 'newest' ? undefined : s
}

function boundingBox(q: Query): BoundingBox | undefined {
  const raw = q.bbox
  if (raw === undefined || raw === '') return undefined
  const s = queryString(raw)
  const box = s === undefined || s.length > 200 ? null : parseBoundingBox(s)
  if (!box)
    throw new ApiError(
      'invalid_input',
      'bbox must be minLng,minLat,maxLng,maxLat in degrees, each min at most its max',
      ['bbox'],
    )
  return box
}

/** The legacy list query string → a validated filter. Unknown parameters are ignored. */
export function parseOfferFilter(q: Query, idPattern: RegExp): OfferFilter {
  const limit = Math.min(nonNegativeInt(q, 'limit', PAGE_SIZE), PAGE_SIZE)
  const skip = nonNegativeInt(q, 'skip', 0)
  const flagged = <T extends string>(names: T[]) => names.filter((n) => queryBool(q[n]))

  const sale = queryBool(q.sale)
  const rent = queryBool(q.rent)
  const kinds: OfferFilter['kinds'] = sale === rent ? [] : sale ? ['sell'] : ['rent']

  const areas = flagged([...AREAS])
  const rooms = ROOM_COUNTS.filter((n) => queryBool(q[`room_${n}`]))

  const districtRaw = q.district
  let district: string | undefined
  if (districtRaw !== undefined && districtRaw !== '') {
    district = queryString(districtRaw)
    if (district === undefined || district.length > 100)
      throw new ApiError('invalid_input', 'district must be a district value', ['district'])
  }

  const types = (list(q, 'types', /^\d{1,9}$/) ?? []).map(Number)

  let min = budgetBound(q, 'budgetmin', 0)
  let max = budgetBound(q, 'budgetmax', BUDGET_MAX)
  if (min > max) [min, max] = [max, min]

  return {
    lang: toLanguage(queryString(q.lang)),
    skip,
    limit,
    carousel: queryBool(q.carousel),
    kinds,
    areas: areas.length === 3 ? [] : [...areas],
    district,
    rooms: rooms.length === 5 ? [] : rooms,
    types,
    budget: min > 0 || max < BUDGET_MAX ? { min, max } : undefined,
    favories: list(q, 'favories', idPattern),
    bbox: boundingBox(q),
    dpeMax: energyClass(q, 'dpe_max'),
    sort: sortOf(q),
    featured: queryBool(q.featured),
  }
}

/**
 * The filter as a Payload `where` on the stored, derived fields. Access control adds the
 * "published on the web" condition on top of it.
 */
export function offerWhere(f: OfferFilter, toId: (s: string) => number | string): Where {
  const and: Where[] = []
  if (f.carousel) and.push({ of_carousel: { equals: true } })
  if (f.kinds.length === 1) and.push({ [`of_${f.kinds[0]}`]: { equals: true } })
  if (f.areas.length) and.push({ of_area: { in: f.areas } })
  if (f.district !== undefined) and.push({ of_district: { equals: f.district } })
  if (f.rooms.length) {
    const exact = f.rooms.filter((r) => r < 5)
    and.push({
      or: [
        ...(exact.length ? [{ of_nbpieces: { in: exact } }] : []),
        ...(f.rooms.includes(5) ? [{ of_nbpieces: { greater_than_equal: 5 } }] : []),
      ],
    })
  }
  if (f.types.length) and.push({ of_type: { in: f.types } })
  if (f.budget) {
    const { min, max } = f.budget
    const kinds = f.kinds.length ? f.kinds : (['sell', 'rent'] as const)
    and.push({
      or: kinds.map((k) => ({
        and: [
          { [`of_${k}`]: { equals: true } },
          // Unset checkboxes may be stored as null, which `not_equals` would not match in SQL.
          {
            or: [
              { [`of_${k}_uponrequest`]: { equals: false } },
              { [`of_${k}_uponrequest`]: { exists: false } },
            ],
          },
          { [`of_price_${k}`]: { greater_than_equal: min } },
          ...(max < BUDGET_MAX ? [{ [`of_price_${k}`]: { less_than_equal: max } }] : []),
        ],
      })),
    })
  }
  // The stored public point, not the exact one: a tiny box must not reveal where a building stands.
  if (f.bbox) {
    const { minLng, minLat, maxLng, maxLat } = f.bbox
    and.push(
      { of_lat: { greater_than_equal: minLat } },
      { of_lat: { less_than_equal: maxLat } },
      { of_lng: { greater_than_equal: minLng } },
      { of_lng: { less_than_equal: maxLng } },
    )
  }
  if (f.dpeMax) {
    // The diagnosis is French: a class left on an offer elsewhere, or beside another status, is not shown and not matched.
    and.push(
      { of_area: { equals: 'france' } },
      { of_dpe_class: { in: classesUpTo(f.dpeMax) } },
      { or: [{ of_dpe_status: { equals: 'available' } }, { of_dpe_status: { exists: false } }] },
    )
  }
  // An empty favourites list matches nothing; `id in []` is not portable across adapters.
  if (f.favories)
    and.push(f.favories.length ? { id: { in: f.favories.map(toId) } } : { id: { exists: false } })
  return and.length ? { and } : {}
}
