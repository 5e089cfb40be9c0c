import { describe, expect, it } from 'vitest'

import { defaultFilter, filterToQuery } from './offer-filter'

describe('filter → GET /offers query', () => {
  it('asks for the first 1000 of everything in Monaco by default', () => {
    expect(filterToQuery(defaultFilter, 'fr')).toEqual({
      lang: 'fr',
      skip: 0,
      limit: 1000,
      monaco: true,
    })
  })

  it('maps kind, district, rooms, types, budget and page', () => {
    expect(
      filterToQuery(
        {
          where: 'larvotto',
          salerent: 'rents',
          types: [3, 1],
          pieces: [2, 5],
          budgetMin: 5000,
          budgetMax: 1000,
          page: 3,
        },
        'en',
      ),
    ).toEqual({
      lang: 'en',
      skip: 2000,
      limit: 1000,
      rent: true,
      district: 'larvotto',
      room_2: true,
      room_5: true,
      types: '1,3',
      budgetmin: 1000,
      budgetmax: 5000,
    })
  })

  it('sends neither sale nor rent for both kinds, and no budget for the full range', () => {
    const q = filterToQuery({ ...defaultFilter, where: 'france' }, 'en')
    expect(q).not.toHaveProperty('sale')
    expect(q).not.toHaveProperty('rent')
    expect(q).not.toHaveProperty('budgetmin')
    expect(q.france).toBe(true)
  })
})
