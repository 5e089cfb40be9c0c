import type { Payload } from 'payload'
import type { Language } from '@contract/languages'
import { formatPrice } from '@contract/format-price'
import { BUDGET_MAX } from '@contract/limits'
import type { SavedFilter } from '@contract/saved-search'

import type { Item } from '../../payload-types'
import type { OfferFilter } from '../offers/filter'
import { localized } from '../payload/payload-values'
import { fill, messages, type Messages } from '../messages'
import { savedOfferFilter } from './saved-filter'

export type Criterion = { label: string; value: string }

type CriteriaText = Messages['criteria']

/** "2, 3 or 4" */
const joinOr = (parts: string[], or: string) =>
  parts.length < 2 ? parts.join('') : `${parts.slice(0, -1).join(', ')} ${or} ${parts.at(-1)}`

function roomsText(rooms: number[], t: CriteriaText): string {
  const exact = rooms.filter((n) => n < 5)
  const parts = exact.length
    ? [
        `${joinOr(exact.map(String), t.or)} ${exact.length === 1 && exact[0] === 1 ? t.room.one : t.room.many}`,
      ]
    : []
  if (rooms.includes(5)) parts.push(t.fivePlus)
  return parts.join(` ${t.or} `)
}

function budgetText(
  { min, max }: NonNullable<OfferFilter['budget']>,
  t: CriteriaText,
  lang: Language,
): string {
  const values = { min: formatPrice(min, lang), max: formatPrice(max, lang) }
  if (min > 0 && max < BUDGET_MAX) return fill(t.budget.between, values)
  return fill(min > 0 ? t.budget.from : t.budget.upTo, values)
}

/** The names of the district and of the property types a filter names, in the language (French, then English, when missing). */
async function names(
  payload: Payload,
  f: OfferFilter,
  lang: Language,
): Promise<{ district: string | null; types: string[] }> {
  const [district, types] = await Promise.all([
    f.district === undefined
      ? null
      : payload
          .find({
            collection: 'districts',
            where: { value: { equals: f.district } },
            locale: lang,
            depth: 0,
            limit: 1,
            pagination: false,
            overrideAccess: true,
          })
          .then((r) => r.docs[0] ?? null),
    f.types.length
      ? payload
          .find({
            collection: 'items',
            where: { and: [{ kind: { equals: 'type' } }, { value: { in: f.types } }] },
            depth: 0,
            limit: 50,
            pagination: false,
            overrideAccess: true,
          })
          .then((r) => r.docs)
      : [],
  ])
  const label = (i: Item) => i[`label_${lang}` as const] || i.label_fr || i.label_en || i.text
  return {
    district: district ? localized(district.text, lang) || f.district! : (f.district ?? null),
    types: types.map(label),
  }
}

/**
 * A saved search's criteria in words, as its confirmation mail restates them: sale or rent, the
 * area and district, the property types, the rooms, the budget, a map area, the energy class and
 * how often it is mailed. Read by the offers list's own parser, so the words say what is matched.
 */
export async function searchCriteria(
  payload: Payload,
  filter: SavedFilter,
  lang: Language,
  frequency: string,
): Promise<{ title: string; rows: Criterion[] }> {
  const t = messages(lang).criteria
  const f = savedOfferFilter(filter, lang)
  const { district, types } = await names(payload, f, lang)
  const areas = [...f.areas.map((a) => t.areas[a]), ...(district ? [district] : [])]
  const rows: Criterion[] = [
    { label: t.labels.kind, value: f.kinds.length === 1 ? t.kind[f.kinds[0]] : t.kind.both },
    { label: t.labels.area, value: areas.length ? areas.join(', ') : t.areas.any },
  ]
  if (types.length) rows.push({ label: t.labels.types, value: types.join(', ') })
  if (f.rooms.length) rows.push({ label: t.labels.rooms, value: roomsText(f.rooms, t) })
  if (f.budget) rows.push({ label: t.labels.budget, value: budgetText(f.budget, t, lang) })
  if (f.bbox) rows.push({ label: t.labels.map, value: t.map })
  if (f.dpeMax) rows.push({ label: t.labels.energy, value: fill(t.energy, { class: f.dpeMax }) })
  rows.push({ label: t.labels.frequency, value: frequency })
  return { title: t.title, rows }
}
