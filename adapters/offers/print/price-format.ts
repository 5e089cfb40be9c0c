import type { Locale } from '../../../cms/locales'
import { sheetText } from './sheet-text'

const decimalComma = (lang: Locale) => lang !== 'en'

/** Spec §9: a euro sign, K above 1,000 and M above 1,000,000 (at most two decimals, trailing zeros cut). */
export function formatPrice(amount: number, lang: Locale): string {
  const [value, unit] = amount >= 1_000_000 ? [amount / 1_000_000, 'M'] : amount >= 1_000 ? [amount / 1_000, 'K'] : [amount, '']
  const digits = (Math.round(value * 100) / 100).toString()
  return `${decimalComma(lang) ? digits.replace('.', ',') : digits}${unit} €`
}

type PriceFields = {
  of_sell?: boolean | null
  of_rent?: boolean | null
  of_sell_sum?: number | null
  of_price_sell?: number | null
  of_rent_sum?: number | null
  of_price_rent?: number | null
  of_rent_sum_year?: number | null
  of_sell_uponrequest?: boolean | null
  of_rent_uponrequest?: boolean | null
}

/** The price lines of an offer as the site shows them: sale, rent per month and per year, or on request. */
export function priceLines(o: PriceFields, lang: Locale): string[] {
  const t = sheetText(lang)
  const lines: string[] = []
  if (o.of_sell) {
    const sum = o.of_sell_sum ?? o.of_price_sell
    lines.push(`${t.sale}: ${o.of_sell_uponrequest || sum == null ? t.onRequest : formatPrice(sum, lang)}`)
  }
  if (o.of_rent) {
    const month = o.of_rent_sum ?? o.of_price_rent
    if (o.of_rent_uponrequest || (month == null && o.of_rent_sum_year == null)) lines.push(`${t.rent}: ${t.onRequest}`)
    else {
      if (month != null) lines.push(`${t.rent}: ${formatPrice(month, lang)} ${t.perMonth}`)
      if (o.of_rent_sum_year != null) lines.push(`${t.rent}: ${formatPrice(o.of_rent_sum_year, lang)} ${t.perYear}`)
    }
  }
  return lines
}
