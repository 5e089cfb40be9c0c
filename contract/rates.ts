/** The currencies a visitor may read prices in, beside the euros the agency asks. */
export const CURRENCIES = ['EUR', 'USD', 'GBP', 'CHF', 'RUB', 'AED'] as const
export type Currency = (typeof CURRENCIES)[number]
export type ForeignCurrency = Exclude<Currency, 'EUR'>

/** The currencies staff keep a euro rate for. */
export const FOREIGN_CURRENCIES = CURRENCIES.filter((c): c is ForeignCurrency => c !== 'EUR')

/** `GET /web/1.0/rates`: what one euro is worth, as staff last set it on `date` (YYYY-MM-DD). */
export type ExchangeRates = { base: 'EUR'; date: string; rates: Record<ForeignCurrency, number> }

export const isCurrency = (value: unknown): value is Currency =>
  typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value)
