import { describe, expect, it } from 'vitest'

import { menuTarget } from './offers-route'

describe('Sales and Rentals menu entries', () => {
  it("Monaco lists its districts; Côte d'Azur and International go straight to the first page of the list", () => {
    expect(menuTarget('sales', 'monaco')).toBe('/offers/sales/monaco')
    expect(menuTarget('rents', 'monaco')).toBe('/offers/rents/monaco')
    expect(menuTarget('sales', 'france')).toBe(
      '/offers/france/sales/types-all/pieces-all/budget-all/1',
    )
    expect(menuTarget('rents', 'international')).toBe(
      '/offers/international/rents/types-all/pieces-all/budget-all/1',
    )
  })
})
