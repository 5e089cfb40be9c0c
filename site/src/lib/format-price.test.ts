import { describe, expect, it } from 'vitest'

import { formatPrice, priceLines } from './format-price'

describe('price formatting', () => {
  it('shows euros, K above 1,000 and M above 1,000,000', () => {
    expect(formatPrice(350)).toBe('350 €')
    expect(formatPrice(1000)).toBe('1,000 €')
    expect(formatPrice(12_500)).toBe('12.5K €')
    expect(formatPrice(2_450_000)).toBe('2.45M €')
    expect(formatPrice(1_000_000)).toBe('1,000K €')
  })

  it('uses the decimal mark of the language', () => {
    expect(formatPrice(2_450_000, 'fr')).toBe('2,45M €')
    expect(formatPrice(12_500, 'it')).toBe('12,5K €')
  })

  it('lists the sale price and the monthly rent, or the yearly rent, or on request', () => {
    expect(priceLines({ of_sell: true, of_sell_sum: 4_000_000, of_rent: true, of_rent_sum: 12_000 })).toEqual([
      { kind: 'sale', onRequest: false, amount: 4_000_000 },
      { kind: 'rent', onRequest: false, amount: 12_000, per: 'month' },
    ])
    expect(priceLines({ of_rent: true, of_rent_sum: 0, of_rent_sum_year: 150_000 })).toEqual([{ kind: 'rent', onRequest: false, amount: 150_000, per: 'year' }])
    expect(priceLines({ of_sell: true, of_sell_sum: 9_000_000, of_sell_uponrequest: true })).toEqual([{ kind: 'sale', onRequest: true }])
    expect(priceLines({ of_sell: false, of_rent: false })).toEqual([])
  })
})
