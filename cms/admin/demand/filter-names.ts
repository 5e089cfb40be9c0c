import type { Payload } from 'payload'

import type { DemandLang } from './demand-words'

/** The names staff read a saved filter's codes by: property types and districts, in `lang`. */
export type FilterNames = { typeNames: Map<number, string>; districtNames: Map<string, string> }

/** The types' and districts' names in `lang` (French when a name is missing), read once for a page. */
export async function filterNames(payload: Payload, lang: DemandLang): Promise<FilterNames> {
  const [types, districts] = await Promise.all([
    payload.find({
      collection: 'items',
      where: { kind: { equals: 'type' } },
      limit: 0,
      pagination: false,
      depth: 0,
      select: { value: true, label_fr: true, label_en: true },
      overrideAccess: true,
    }),
    payload.find({
      collection: 'districts',
      limit: 0,
      pagination: false,
      depth: 0,
      select: { value: true, text: true },
      locale: lang,
      overrideAccess: true,
    }),
  ])
  return {
    typeNames: new Map(
      types.docs.map((t) => [
        t.value,
        (lang === 'fr' ? t.label_fr : t.label_en) || t.label_fr || t.label_en || '',
      ]),
    ),
    districtNames: new Map(
      districts.docs.map((d) => [d.value, (d.text as string | undefined) || d.value]),
    ),
  }
}
