import type { Payload } from 'payload'
import { LANGUAGES, type Language } from '@contract/languages'

type Id = number | string
export type ItemRef = { id: Id; text: string; labels: Partial<Record<Language, string>> }
export type CountryRef = { id: Id; code: string; names: string[] }

/** Lowercase, no accents, single spaces: "Maison de Ville" and "maison de  ville" are one key. */
export const keyOf = (s: string): string =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()

/**
 * Names portals use for our types and services, to the item's code (`text`). Only codes the
 * reference data has are ever used: a synonym whose item is missing finds nothing.
 */
const TYPE_SYNONYMS: Record<string, string> = {
  flat: 'apartment',
  appartement: 'apartment',
  apartamento: 'apartment',
  'ground floor apartment': 'apartment',
  'top floor apartment': 'apartment',
  triplex: 'duplex',
  loft: 'apartment',
  rooftop: 'penthouse',
  'roof top': 'penthouse',
  attique: 'penthouse',
  house: 'villa',
  'detached house': 'villa',
  'detached villa': 'villa',
  bungalow: 'villa',
  chalet: 'villa',
  maison: 'villa',
  mansion: 'villa',
  estate: 'villa',
  property: 'villa',
  bastide: 'villa',
  mas: 'villa',
  'country house': 'villa',
  farmhouse: 'villa',
  finca: 'villa',
  'town house': 'villa',
  townhouse: 'villa',
  'terraced house': 'villa',
  'village house': 'villa',
  'maison de ville': 'villa',
  plot: 'land',
  terrain: 'land',
  'building plot': 'land',
  ruin: 'land',
  commercial: 'shop',
  'commercial property': 'shop',
  'business premises': 'shop',
  'local commercial': 'shop',
  retail: 'shop',
  offices: 'office',
  bureau: 'office',
  garage: 'parking',
  'parking space': 'parking',
  'car park': 'parking',
  box: 'parking',
  storage: 'cellar',
  'storage room': 'cellar',
  cave: 'cellar',
}

const SERVICE_SYNONYMS: Record<string, string> = {
  pool: 'pool',
  'private pool': 'pool',
  'communal pool': 'pool',
  'swimming pool': 'pool',
  piscine: 'pool',
  'sea views': 'sea-view',
  'sea view': 'sea-view',
  'vue mer': 'sea-view',
  'air con': 'air-conditioning',
  'air conditioned': 'air-conditioning',
  'air conditioning': 'air-conditioning',
  elevator: 'lift',
  ascenseur: 'lift',
  garage: 'parking',
  'private parking': 'parking',
  'parking space': 'parking',
  terraces: 'terrace',
  gardens: 'garden',
  'private garden': 'garden',
  security: 'security',
  '24h security': 'security',
  'gated community': 'security',
  'storage room': 'cellar',
  concierge: 'concierge',
  gymnasium: 'gym',
  'fitness room': 'gym',
}

export type ReferenceData = {
  type: (name: string) => ItemRef | undefined
  service: (name: string) => ItemRef | undefined
  country: (name: string) => CountryRef | undefined
  /** A district's code (`jardin-exotique`) from its code or its name in any language ("Exotic Garden"). */
  district: (name: string) => string | undefined
}

async function itemsOf(payload: Payload, kind: 'type' | 'service'): Promise<ItemRef[]> {
  const { docs } = await payload.find({
    collection: 'items',
    where: { kind: { equals: kind } },
    limit: 0,
    pagination: false,
    depth: 0,
  })
  return docs.map((d) => ({
    id: d.id,
    text: d.text,
    labels: Object.fromEntries(LANGUAGES.map((l) => [l, d[`label_${l}` as const] ?? ''])),
  }))
}

/** A finder over items: by code, by English or French label, then by the synonym table. */
function finder(items: ItemRef[], synonyms: Record<string, string>) {
  const byKey = new Map<string, ItemRef>()
  for (const item of items) {
    for (const name of [item.text, item.labels.en, item.labels.fr])
      if (name && !byKey.has(keyOf(name))) byKey.set(keyOf(name), item)
  }
  const byText = new Map(items.map((i) => [i.text, i]))
  return (name: string): ItemRef | undefined => {
    const key = keyOf(name)
    const synonym = synonyms[key] ?? synonyms[key.replace(/s$/, '')]
    return byKey.get(key) ?? (synonym ? byText.get(synonym) : undefined)
  }
}

/** The reference data an import maps the feed onto, read once per import. */
export async function loadReferenceData(payload: Payload): Promise<ReferenceData> {
  const [types, services, countries, districts] = await Promise.all([
    itemsOf(payload, 'type'),
    itemsOf(payload, 'service'),
    payload.find({ collection: 'countries', limit: 0, pagination: false, depth: 0 }),
    payload.find({
      collection: 'districts',
      select: { value: true, text: true },
      locale: 'all' as 'fr',
      limit: 0,
      pagination: false,
      depth: 0,
    }),
  ])
  const countryByKey = new Map<string, CountryRef>()
  for (const c of countries.docs) {
    const names = LANGUAGES.map((l) => c[`cu_name_${l}` as const])
    const ref: CountryRef = { id: c.id, code: c.cu_code, names: names.filter(Boolean) as string[] }
    for (const n of [c.cu_code, ...ref.names]) countryByKey.set(keyOf(n), ref)
  }
  // Feeds (this site's included) name a district in words, in some language: its code is ours.
  const districtByKey = new Map<string, string>()
  for (const d of districts.docs) {
    const names = d.text && typeof d.text === 'object' ? Object.values(d.text) : [d.text]
    for (const n of [d.value, ...names])
      if (typeof n === 'string' && n && !districtByKey.has(keyOf(n)))
        districtByKey.set(keyOf(n), d.value)
  }
  return {
    type: finder(types, TYPE_SYNONYMS),
    service: finder(services, SERVICE_SYNONYMS),
    country: (name) => countryByKey.get(keyOf(name)),
    district: (name) => districtByKey.get(keyOf(name)),
  }
}
