import { numberFormat } from './intl-formats'
import { intlLocale } from './languages'

const number = (n: number, lang: string) =>
  numberFormat(intlLocale(lang), { maximumFractionDigits: 2 }).format(n)
const round2 = (n: number) => Math.round(n * 100) / 100

/**
 * A price with a euro sign, shortened to K from 1,000 and to M from 1,000,000, with at most two
 * decimals in the language's notation: 950 → "950 €", 1 000 → "1K €", 12 500 → "12.5K €",
 * 1 000 000 → "1M €", 2 450 000 → "2.45M €". The unit is chosen after rounding, so 999 999 reads
 * "1M €", never "1,000K €".
 */
export function formatPrice(amount: number, lang: string): string {
  if (round2(amount / 1_000) >= 1_000) return `${number(round2(amount / 1_000_000), lang)}M €`
  if (round2(amount) >= 1_000) return `${number(round2(amount / 1_000), lang)}K €`
  return `${number(round2(amount), lang)} €`
}

/** The price fields of the offer shape that the price block reads. */
export type PriceFields = {
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

export type PriceLine =
  | { kind: 'sale' | 'rent'; onRequest: true }
  | { kind: 'sale'; onRequest: false; amount: number }
  | { kind: 'rent'; onRequest: false; amount: number; per: 'month' | 'year' }

const positive = (...values: (number | null | undefined)[]) =>
  values.find((v): v is number => typeof v === 'number' && v > 0)

/**
 * What an offer's price block shows, on the site and on the printed sheet alike: the sale price,
 * then the rent per month (the shown monthly sum, else the asking rent) or, without one, per year;
 * "on request" when staff ask for it or no figure is known.
 */
export function priceLines(offer: PriceFields): PriceLine[] {
  const lines: PriceLine[] = []
  if (offer.of_sell) {
    const amount = positive(offer.of_sell_sum, offer.of_price_sell)
    lines.push(
      offer.of_sell_uponrequest || amount == null
        ? { kind: 'sale', onRequest: true }
        : { kind: 'sale', onRequest: false, amount },
    )
  }
  if (offer.of_rent) {
    const month = positive(offer.of_rent_sum, offer.of_price_rent)
    const year = positive(offer.of_rent_sum_year)
    if (offer.of_rent_uponrequest) lines.push({ kind: 'rent', onRequest: true })
    else if (month != null)
      lines.push({ kind: 'rent', onRequest: false, amount: month, per: 'month' })
    else if (year != null) lines.push({ kind: 'rent', onRequest: false, amount: year, per: 'year' })
    else lines.push({ kind: 'rent', onRequest: true })
  }
  return lines
}
