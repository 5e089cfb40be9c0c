import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import {
  BUDGET_MAX,
  defaultFilter,
  normalizeFilter,
  type OfferFilter,
  SALE_RENTS,
} from './offer-filter'
import { buildOffersRoute, parseOffersRoute } from './offers-route'

const segments = (route: string) => {
  const [, , where, salerent, types, pieces, budget, page] = route.split('/')
  return { where, salerent, types, pieces, budget, page }
}

describe('structured offers route', () => {
  it('parses every segment of a full route', () => {
    expect(
      parseOffersRoute(
        segments('/offers/monte-carlo/sales/types-4-1/pieces-3-2/budget-1000000-5000000/2'),
      ),
    ).toEqual({
      where: 'monte-carlo',
      salerent: 'sales',
      types: [1, 4],
      pieces: [2, 3],
      budgetMin: 1_000_000,
      budgetMax: 5_000_000,
      page: 2,
    })
  })

  it('reads the "all" forms as no filter', () => {
    expect(
      parseOffersRoute(segments('/offers/france/rents/types-all/pieces-all/budget-all/1')),
    ).toEqual({ ...defaultFilter, where: 'france', salerent: 'rents' })
  })

  it('swaps a budget whose min is above its max and treats all five room sizes as no filter', () => {
    const f = parseOffersRoute(
      segments('/offers/monaco/rents_and_sales/types-all/pieces-1-2-3-4-5/budget-900-100/1'),
    )
    expect(f).toMatchObject({ pieces: [], budgetMin: 100, budgetMax: 900 })
  })

  it.each([
    '/offers/monaco/buy/types-all/pieces-all/budget-all/1',
    '/offers/monaco/sales/types-x/pieces-all/budget-all/1',
    '/offers/monaco/sales/types-all/pieces-6/budget-all/1',
    '/offers/monaco/sales/types-all/pieces-0/budget-all/1',
    '/offers/monaco/sales/types-all/pieces-all/budget-10/1',
    '/offers/monaco/sales/types-all/pieces-all/budget-all/0',
    '/offers/monaco/sales/types-all/pieces-all/budget-all/two',
    '/offers/mon aco/sales/types-all/pieces-all/budget-all/1',
  ])('rejects %s', (route) => {
    expect(parseOffersRoute(segments(route))).toBeNull()
  })

  it('builds the canonical route of a filter', () => {
    expect(buildOffersRoute(defaultFilter)).toBe(
      '/offers/monaco/rents_and_sales/types-all/pieces-all/budget-all/1',
    )
    expect(
      buildOffersRoute({
        ...defaultFilter,
        where: 'international',
        salerent: 'sales',
        types: [9, 2, 2],
        pieces: [5, 1],
        budgetMin: 0,
        budgetMax: 2_000_000,
        page: 3,
      }),
    ).toBe('/offers/international/sales/types-2-9/pieces-1-5/budget-0-2000000/3')
    expect(buildOffersRoute({ ...defaultFilter, budgetMin: 0, budgetMax: BUDGET_MAX })).toContain(
      '/budget-all/',
    )
  })

  const filterArb: fc.Arbitrary<OfferFilter> = fc.record({
    where: fc.oneof(
      fc.constantFrom('monaco', 'france', 'international'),
      fc.stringMatching(/^[a-z0-9]{1,8}(-[a-z0-9]{1,8}){0,3}$/),
    ),
    salerent: fc.constantFrom(...SALE_RENTS),
    types: fc.array(fc.integer({ min: 0, max: 500 }), { maxLength: 6 }),
    pieces: fc.array(fc.integer({ min: 1, max: 5 }), { maxLength: 6 }),
    budgetMin: fc.integer({ min: 0, max: BUDGET_MAX }),
    budgetMax: fc.integer({ min: 0, max: BUDGET_MAX }),
    page: fc.integer({ min: 1, max: 10_000 }),
  })

  it('filter → route → filter gives back the same (normalised) filter', () => {
    fc.assert(
      fc.property(filterArb, (filter) => {
        expect(parseOffersRoute(segments(buildOffersRoute(filter)))).toEqual(
          normalizeFilter(filter),
        )
      }),
    )
  })

  it('route → filter → route gives back the same canonical route', () => {
    fc.assert(
      fc.property(filterArb, (filter) => {
        const route = buildOffersRoute(filter)
        expect(buildOffersRoute(parseOffersRoute(segments(route))!)).toBe(route)
      }),
    )
  })
})
