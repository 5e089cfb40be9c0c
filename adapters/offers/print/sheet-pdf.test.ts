import { describe, expect, it } from 'vitest'

import { sheetPriceLines } from './sheet-pdf'

describe("the sheet's price lines", () => {
  it('read as the site shows them, the whole figure beside the shortened one: one rent line (per month, else per year), and on request', () => {
    expect(
      sheetPriceLines({ of_rent: true, of_rent_sum: 4_000, of_rent_sum_year: 48_000 }, 'en'),
    ).toEqual(['For rent: 4K € (€4,000) per month'])
    expect(
      sheetPriceLines({ of_rent: true, of_rent_sum: null, of_rent_sum_year: 48_000 }, 'en'),
    ).toEqual(['For rent: 48K € (€48,000) per year'])
    expect(sheetPriceLines({ of_sell: true, of_sell_sum: 1_000_000 }, 'en')).toEqual([
      'For sale: 1M € (€1,000,000)',
    ])
    expect(
      sheetPriceLines({ of_sell: true, of_sell_sum: 3_000_000, of_sell_uponrequest: true }, 'fr'),
    ).toEqual(['À vendre: Prix sur demande'])
    expect(sheetPriceLines({ of_sell: true, of_sell_sum: 1_250_000 }, 'fr')).toEqual([
      'À vendre: 1,25M € (1\u202f250\u202f000\u00a0€)',
    ])
  })
  it('give a price under 1 000 € once, as it is', () => {
    expect(sheetPriceLines({ of_rent: true, of_rent_sum: 950 }, 'en')).toEqual([
      'For rent: 950 € per month',
    ])
  })
})
