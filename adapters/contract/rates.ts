/** The currencies the site can show a price in beside the euro, and the rates' answer. */
export const CURRENCIES = ['USD', 'GBP', 'CHF', 'RUB', 'AED'] as const
export type Currency = (typeof CURRENCIES)[number]

/** `GET /web/1.0/rates`: how many of each currency one euro buys, as set by staff on `date` (YYYY-MM-DD). */
export type ExchangeRates = { base: 'EUR'; date: string; rates: Record<Currency, number> }
