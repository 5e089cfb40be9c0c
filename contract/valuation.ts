/** What a seller may tick about the property to value. */
export const VALUATION_FEATURES = ['sea_view', 'terrace', 'parking', 'pool', 'cellar'] as const
export type ValuationFeature = (typeof VALUATION_FEATURES)[number]

/** The bounds of the form's numbers, the same on the page and in the API. */
export const VALUATION_SURFACE_MAX = 100_000
export const VALUATION_ROOMS_MAX = 50

/**
 * What a seller writes in the valuation form, as `POST /web/1.0/valuation` takes it (with the
 * robot check's `altcha` and the page's `lang` beside it). `district` is a district value of
 * `/web/1.0/items`; `address` the street, free text.
 */
export type ValuationFields = {
  district: string
  address: string
  type: number
  surface: number
  rooms: number | null
  features: ValuationFeature[]
  firstname: string
  name: string
  email: string
  tel: string
  message: string
}

/**
 * The published offers for sale like the seller's property (same district, same type), each with
 * a surface and a public price: how many, and the median of their prices per m² in euros (null
 * without any).
 */
export type ValuationComparables = {
  district: string
  type: number
  count: number
  median_price_m2: number | null
}

/** The answer of `POST /web/1.0/valuation`: stored, with the comparables shown to the seller. */
export type ValuationAnswer = { success: true; comparables: ValuationComparables }

/** The median of a list of numbers (the mean of the two middle ones for an even count); null when empty. */
export function median(values: readonly number[]): number | null {
  if (!values.length) return null
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}
