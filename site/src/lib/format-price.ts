import { intlLocale } from './intl-locale'

/**
 * Prices with a euro sign, shortened to K above 1,000 and M above 1,000,000 (spec section 9):
 * 950 → "950 €", 12 500 → "12.5K €", 2 450 000 → "2.45M €" (decimal mark of the language).
 */
export function formatPrice(amount: number, lang = 'en'): string {
  const number = (n: number) => new Intl.NumberFormat(intlLocale(lang), { maximumFractionDigits: 2 }).format(n)
  if (amount > 1_000_000) return `${number(amount / 1_000_000)}M €`
  if (amount > 1_000) return `${number(amount / 1_000)}K €`
  return `${number(amount)} €`
}

export type PriceFields = {
  of_sell?: boolean | null
  of_rent?: boolean | null
  of_sell_sum?: number | null
  of_price_sell?: number | null
  of_rent_sum?: number | null
  of_rent_sum_year?: number | null
  of_sell_uponrequest?: boolean | null
  of_rent_uponrequest?: boolean | null
}

export type PriceLine =
  | { kind: 'sale' | 'rent'; onRequest: true }
  | { kind: 'sale'; onRequest: false; amount: number }
  | { kind: 'rent'; onRequest: false; amount: number; per: 'month' | 'year' }

/** What an offer's price block shows: the sale price, the rent per month (or per year), or "on request". */
export function priceLines(offer: PriceFields): PriceLine[] {
  const lines: PriceLine[] = []
  if (offer.of_sell) {
    const amount = offer.of_sell_sum || offer.of_price_sell || 0
    lines.push(offer.of_sell_uponrequest || !amount ? { kind: 'sale', onRequest: true } : { kind: 'sale', onRequest: false, amount })
  }
  if (offer.of_rent) {
    if (offer.of_rent_uponrequest) lines.push({ kind: 'rent', onRequest: true })
    else if (offer.of_rent_sum) lines.push({ kind: 'rent', onRequest: false, amount: offer.of_rent_sum, per: 'month' })
    else if (offer.of_rent_sum_year) lines.push({ kind: 'rent', onRequest: false, amount: offer.of_rent_sum_year, per: 'year' })
    else lines.push({ kind: 'rent', onRequest: true })
  }
  return lines
}
