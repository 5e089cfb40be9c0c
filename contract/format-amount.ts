import { dateTimeFormat, numberFormat } from './intl-formats'
import { intlLocale } from './languages'

/** A whole amount in euros with every digit, as legal mentions need it: "1 040 000 €" in French, "€1,040,000" in English. */
export const formatEuros = (amount: number, lang: string): string =>
  numberFormat(intlLocale(lang), {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: 0,
    minimumFractionDigits: 0,
  }).format(Math.round(amount))

/**
 * The whole figure a shortened price stands for ("11 900 000 €" beside "11,9M €"), for a buyer
 * who decides on it; null when the price is not shortened (under 1 000 €).
 */
export function exactPrice(amount: number, lang: string): string | null {
  return Math.round(amount * 100) / 100 >= 1_000 ? formatEuros(amount, lang) : null
}

/** An amount in euros to the cent (a monthly payment). */
export const formatEurosCents = (amount: number, lang: string): string =>
  numberFormat(intlLocale(lang), {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount)

/** A percentage given in percent (4 → "4 %" in French, "4%" in English), at most two decimals. */
export const formatPercent = (percent: number, lang: string): string =>
  numberFormat(intlLocale(lang), { style: 'percent', maximumFractionDigits: 4 }).format(
    percent / 100,
  )

/** A `YYYY-MM-DD` day in the language's notation, the same on the server and in any browser's time zone. */
export function formatDay(day: string, lang: string): string {
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`)
  return Number.isNaN(date.getTime())
    ? day
    : dateTimeFormat(intlLocale(lang), {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(date)
}
