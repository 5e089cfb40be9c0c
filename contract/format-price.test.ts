import { describe, expect, it } from 'vitest'

import { formatPrice, priceLines } from './format-price'

describe('formatPrice', () => {
  it('shows euros below 1,000, K from 1,000 and M from 1,000,000', () => {
    expect(formatPrice(350, 'en')).toBe('350 €')
    expect(formatPrice(999, 'en')).toBe('999 €')
    expect(formatPrice(1_000, 'en')).toBe('1K €')
    expect(formatPrice(12_500, 'en')).toBe('12.5K €')
    expect(formatPrice(999_000, 'en')).toBe('999K €')
    expect(formatPrice(1_000_000, 'en')).toBe('1M €')
    expect(formatPrice(2_450_000, 'en')).toBe('2.45M €')
    expect(formatPrice(9_700_000, 'en')).toBe('9.7M €')
  })

  it('chooses the unit after rounding, so nothing reads "1,000K €"', () => {
    expect(formatPrice(999_999, 'en')).toBe('1M €')
    expect(formatPrice(999.999, 'en')).toBe('1K €')
  })

  it('uses the decimal mark of the language', () => {
    expect(formatPrice(2_450_000, 'fr')).toBe('2,45M €')
    expect(formatPrice(12_500, 'it')).toBe('12,5K €')
    expect(formatPrice(22_500, 'ru')).toBe('22,5K €')
    expect(formatPrice(1_500_000, 'sp')).toBe('1,5M €')
  })
})

describe('priceLines', () => {
  it('lists the sale price and the monthly rent', () => {
    expect(
      priceLines({ of_sell: true, of_sell_sum: 4_000_000, of_rent: true, of_rent_sum: 12_000 }),
    ).toEqual([
      { kind: 'sale', onRequest: false, amount: 4_000_000 },
      { kind: 'rent', onRequest: false, amount: 12_000, per: 'month' },
    ])
  })

  it('falls back to the asking price, then to the yearly rent', () => {
    expect(priceLines({ of_sell: true, of_sell_sum: null, of_price_sell: 3_000_000 })).toEqual([
      { kind: 'sale', onRequest: false, amount: 3_000_000 },
    ])
    expect(
      priceLines({
        of_rent: true,
        of_rent_sum: null,
        of_price_rent: 8_000,
        of_rent_sum_year: 96_000,
      }),
    ).toEqual([{ kind: 'rent', onRequest: false, amount: 8_000, per: 'month' }])
    expect(priceLines({ of_rent: true, of_rent_sum: 0, of_rent_sum_year: 150_000 })).toEqual([
      { kind: 'rent', onRequest: false, amount: 150_000, per: 'year' },
    ])
  })

  it('says "on request" when staff ask for it or no figure is known', () => {
    expect(
      priceLines({ of_sell: true, of_sell_sum: 9_000_000, of_sell_uponrequest: true }),
    ).toEqual([{ kind: 'sale', onRequest: true }])
    expect(priceLines({ of_rent: true })).toEqual([{ kind: 'rent', onRequest: true }])
    expect(priceLines({ of_sell: false, of_rent: false })).toEqual([])
  })
})
