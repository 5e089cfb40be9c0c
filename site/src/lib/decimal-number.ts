import { numberFormat } from '@contract/intl-formats'
import { intlLocale, type Language } from '@contract/languages'

/** The decimal mark of a language as its visitors write it: ',' everywhere but in English. */
export function decimalSeparator(lang: Language): string {
  return (
    numberFormat(intlLocale(lang))
      .formatToParts(1.5)
      .find((p) => p.type === 'decimal')?.value ?? '.'
  )
}

// Spaces of every kind (French and Russian group digits with narrow or no-break spaces) and apostrophes.
const SPACES = /[\s\u00a0\u202f'’]/g
const GROUPED = (mark: string) => new RegExp(`^\\d{1,3}(\\${mark}\\d{3})+$`)

/**
 * A number typed by the visitor in the page's language, or null when the text is not one.
 * The page's decimal mark is read as such ("4,5" is 4.5 on a French page); the other mark is the
 * thousands separator when it groups digits by three ("1.500.000" in Italian, "1,500,000" in
 * English), and a decimal mark otherwise, since visitors often type a dot or a comma whatever
 * their language ("4.5" on a French page is still 4.5).
 */
export function parseDecimal(text: string, lang: Language): number | null {
  const compact = text.replace(SPACES, '')
  if (!/^-?[\d.,]*\d[\d.,]*$/.test(compact)) return null
  const decimal = decimalSeparator(lang)
  const other = decimal === ',' ? '.' : ','
  let digits = compact
  if (digits.includes(decimal)) {
    const [whole, ...rest] = digits.split(decimal)
    if (rest.length !== 1 || rest[0].includes(other)) return null
    if (whole.includes(other) && !GROUPED(other).test(whole.replace(/^-/, ''))) return null
    digits = `${whole.split(other).join('')}.${rest[0]}`
  } else if (digits.includes(other)) {
    if (GROUPED(other).test(digits.replace(/^-/, ''))) digits = digits.split(other).join('')
    else if (digits.split(other).length === 2) digits = digits.replace(other, '.')
    else return null
  }
  if (/^-?\.|\.$/.test(digits)) return null
  const n = Number(digits)
  return Number.isFinite(n) ? n : null
}

/** A number as the visitor would type it on the page: the page's decimal mark, no grouping. */
export function formatDecimalInput(n: number, lang: Language): string {
  return String(n).replace('.', decimalSeparator(lang))
}
