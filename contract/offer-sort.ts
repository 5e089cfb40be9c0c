/**
 * The orders of the offers list, as `GET /web/1.0/offers?sort=` and the list's address
 * (`?sort=`) spell them. No order (or `newest`) is the default: newest first.
 */
export const OFFER_SORTS = ['price-asc', 'price-desc', 'newest', 'surface'] as const
export type OfferSort = (typeof OFFER_SORTS)[number]

export const isOfferSort = (value: unknown): value is OfferSort =>
  typeof value === 'string' && (OFFER_SORTS as readonly string[]).includes(value)
