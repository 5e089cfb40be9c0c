/** The currencies a visitor may read prices in, beside the euros the agency asks. */
export const CURRENCIES = ['EUR', 'USD', 'GBP', 'CHF', 'RUB', 'AED'] as const
export type Currency = (typeof CURRENCIES)[number]
export type ForeignCurrency = Exclude<Currency, 'EUR'>

/** `GET /web/1.0/rates`: what one euro is worth, as staff last set it. */
export type ExchangeRates = { base: 'EUR'; date: string; rates: Record<ForeignCurrency, number> }

export const isCurrency = (value: unknown): value is Currency => typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value)
