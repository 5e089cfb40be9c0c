import { LANGUAGES, type Language } from '@contract/languages'
import type { Service } from '@contract/offer'
import type {
  DistrictName,
  DistrictTile,
  Exclusivity,
  Labels,
  OfferType,
  Translation as ApiTranslation,
} from '@contract/reference'

import type { District, Item, Translation } from '@cms/payload-types'
import { idOf, inLanguage, localized } from '@cms/domain/payload/payload-values'

const labels = (i: Item): Labels =>
  Object.fromEntries(
    LANGUAGES.map((l) => [`label_${l}`, i[`label_${l}`] || i.label_en || '']),
  ) as Labels

/** A service in one language (offers calls) or in all five (`/items`). */
export function toService(i: Item, lang?: Language): Service {
  const all = labels(i)
  const picked = lang ? inLanguage('label', lang, all[`label_${lang}`]) : all
  return { value: i.value, icon: i.icon ?? '', ...picked } satisfies Service
}

export const toOfferType = (i: Item): OfferType =>
  ({ text: i.text, value: i.value, options: i.options ?? null, ...labels(i) }) satisfies OfferType
export const toExclusivity = (i: Item): Exclusivity =>
  ({ text: i.text, value: i.value, ...labels(i) }) satisfies Exclusivity

/** District tiles read with `locale: 'all'`, so that the site can name a district in any language. */
export const toDistrictName = (d: District): DistrictName =>
  ({
    value: d.value,
    area: d.area,
    ...(Object.fromEntries(LANGUAGES.map((l) => [`label_${l}`, localized(d.text, l)])) as Labels),
    img: idOf(d.img),
  }) satisfies DistrictName

export const toDistrictTile = (d: District, lang: Language, nb: number): DistrictTile =>
  ({ text: localized(d.text, lang), nb, img: idOf(d.img), value: d.value }) satisfies DistrictTile

export const toTranslation = (t: Translation): ApiTranslation =>
  ({
    tr_key: t.tr_key,
    tr_fr: t.tr_fr ?? '',
    tr_en: t.tr_en ?? '',
    tr_sp: t.tr_sp || t.tr_en || '',
    tr_ru: t.tr_ru || t.tr_en || '',
    tr_it: t.tr_it || t.tr_en || '',
  }) satisfies ApiTranslation
