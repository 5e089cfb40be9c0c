/** The price fields an offer carries, as Payload reads them and as the legacy API maps them. */
export type PriceFields = {
  of_sell?: boolean | null
  of_rent?: boolean | null
  of_sell_uponrequest?: boolean | null
  of_rent_uponrequest?: boolean | null
  of_price_sell?: number | null
  of_sell_sum?: number | null
  of_price_rent?: number | null
  of_rent_sum?: number | null
}

/**
 * What a feed says of an offer's price: one transaction per record (a portal keys a record by
 * the offer's reference, so an offer both for sale and for rent goes as a sale), and either a
 * whole amount or "on request". An amount "on request" is never read, even when staff typed one.
 */
export type FeedPrice = {
  transaction: 'sale' | 'rent'
  onRequest: boolean
  amount: number | null
}

const positive = (v: number | null | undefined): number | null =>
  typeof v === 'number' && Number.isFinite(v) && v > 0 ? Math.round(v) : null

/** The price a feed gives, as the site shows it (the shown figure, else the asking one); null when the offer is neither for sale nor for rent. */
export function feedPrice(o: PriceFields): FeedPrice | null {
  if (o.of_sell === true) {
    if (o.of_sell_uponrequest === true)
      return { transaction: 'sale', onRequest: true, amount: null }
    return {
      transaction: 'sale',
      onRequest: false,
      amount: positive(o.of_sell_sum) ?? positive(o.of_price_sell),
    }
  }
  if (o.of_rent === true) {
    if (o.of_rent_uponrequest === true)
      return { transaction: 'rent', onRequest: true, amount: null }
    return {
      transaction: 'rent',
      onRequest: false,
      amount: positive(o.of_rent_sum) ?? positive(o.of_price_rent),
    }
  }
  return null
}

/** Kyero's price is eight digits at most. */
export const KYERO_MAX_PRICE = 99_999_999
