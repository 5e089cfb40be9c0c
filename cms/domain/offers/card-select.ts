/**
 * What an offer card shows wherever it is drawn (map marker, alert mail, list): its name, address,
 * photos and prices. The price flags are read with the prices, so that hidden figures stay hidden.
 */
export const CARD_SELECT = {
  of_slug_fr: true,
  of_name: true,
  of_sell: true,
  of_rent: true,
  of_price_sell: true,
  of_price_rent: true,
  of_sell_sum: true,
  of_rent_sum: true,
  of_rent_sum_year: true,
  of_sell_uponrequest: true,
  of_rent_uponrequest: true,
  images: true,
} as const
