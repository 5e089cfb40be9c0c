import { numberFormat } from './intl-formats'
import { intlLocale } from './languages'

/** A surface in square metres in the language's notation, "approx." marked by the caller's word. */
export const formatSurface = (m2: number, lang: string): string =>
  `${numberFormat(intlLocale(lang), { maximumFractionDigits: 1 }).format(m2)} m²`
