import type { District, Item, Translation } from '../../cms/payload-types'
import { LOCALES, type Locale } from '../../cms/locales'
import { idOf, localized, type Id } from '../payload-values'

type Labels = Record<`label_${Locale}`, string>

const labels = (i: Item): Labels =>
  Object.fromEntries(LOCALES.map((l) => [`label_${l}`, i[`label_${l}`] || i.label_en || ''])) as Labels

export type LegacyService = { value: number; icon: string } & Partial<Labels>

/** A service in one language (offers calls) or in all five (`/items`). */
export function toLegacyService(i: Item, lang?: Locale): LegacyService {
  const all = labels(i)
  const picked = lang ? { [`label_${lang}`]: all[`label_${lang}`] } : all
  return { value: i.value, icon: i.icon ?? '', ...picked }
}

export const toLegacyType = (i: Item) => ({ text: i.text, value: i.value, options: i.options ?? null, ...labels(i) })
export const toLegacyExclusivity = (i: Item) => ({ text: i.text, value: i.value, ...labels(i) })

/** District tiles read with `locale: 'all'`, so that the site can name a district in any language. */
export const toLegacyDistrictName = (d: District) => ({
  value: d.value,
  area: d.area,
  ...(Object.fromEntries(LOCALES.map((l) => [`label_${l}`, localized(d.text, l)])) as Labels),
  img: idOf(d.img),
})

export type LegacyTile = { text: string; nb: number; img: Id | null; value: string }
export const toLegacyTile = (d: District, lang: Locale, nb: number): LegacyTile => ({ text: localized(d.text, lang), nb, img: idOf(d.img), value: d.value })

export const toLegacyTranslation = (t: Translation) => ({
  tr_key: t.tr_key,
  tr_fr: t.tr_fr ?? '',
  tr_en: t.tr_en ?? '',
  tr_sp: t.tr_sp || t.tr_en || '',
  tr_ru: t.tr_ru || t.tr_en || '',
  tr_it: t.tr_it || t.tr_en || '',
})
