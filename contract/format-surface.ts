import { numberFormat } from './intl-formats'
import { intlLocale } from './languages'

/** The units a visitor may read surfaces in; the agency records square metres. */
export type AreaUnit = 'm2' | 'sqft'
export const AREA_UNITS: readonly AreaUnit[] = ['m2', 'sqft']

const SQFT_PER_M2 = 10.763_910_4

/** A surface in square metres in the language's notation, "approx." marked by the caller's word. */
export const formatSurface = (m2: number, lang: string): string =>
  `${numberFormat(intlLocale(lang), { maximumFractionDigits: 1 }).format(m2)} m²`

/** How each language writes the two units. */
const SYMBOLS: Record<string, Record<AreaUnit, string>> = {
  fr: { m2: 'm²', sqft: 'pi²' },
  en: { m2: 'm²', sqft: 'sq ft' },
  sp: { m2: 'm²', sqft: 'ft²' },
  ru: { m2: 'м²', sqft: 'кв. фт' },
  it: { m2: 'm²', sqft: 'ft²' },
}

/** A surface in the visitor's unit: square metres as recorded, or square feet rounded to the foot. */
export function formatArea(m2: number, unit: AreaUnit, lang: string): string {
  const value = unit === 'sqft' ? Math.round(m2 * SQFT_PER_M2) : m2
  return `${numberFormat(intlLocale(lang), { maximumFractionDigits: unit === 'sqft' ? 0 : 1 }).format(value)} ${(SYMBOLS[lang] ?? SYMBOLS.en)[unit]}`
}
