import type { TFunction } from 'i18next'

import { type DistrictRef, type Items, localLabel, type TypeItem } from '../api/get-items'

/** A district's name in the language, from the reference data, else its value made readable. */
export function districtLabel(
  value: string | null | undefined,
  items: Items | undefined,
  lang: string,
): string {
  if (!value) return ''
  const ref = items?.districts?.find((d: DistrictRef) => d.value === value)
  const label = ref ? localLabel(ref, lang) : ''
  if (label && label !== value) return label
  return value.replace(/-/g, ' ').replace(/\b\p{L}/gu, (c) => c.toUpperCase())
}

/** An offer type's name: its label when the data has one, else the bundled translation of its code. */
export function typeLabel(item: TypeItem, t: TFunction, lang: string): string {
  const label = localLabel(item, lang)
  return label && label !== item.text ? label : t(`type.${item.text}`, { defaultValue: item.text })
}

export const HIDDEN_HOME_TYPE_OPTIONS = [8, 9]

/** Types offered on the home filter: those whose option is 8 or 9 are hidden. */
export const homeTypes = (types: TypeItem[]) =>
  types.filter((t) => !HIDDEN_HOME_TYPE_OPTIONS.includes(t.options ?? -1))
