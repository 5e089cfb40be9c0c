import { describe, expect, it } from 'vitest'

import { defaultFilter } from './offer-filter'
import { searchFilterOf } from './search-filter'

describe('searchFilterOf', () => {
  it("keeps the list's filter and the map's area, not its page or language", () => {
    const saved = searchFilterOf(
      { ...defaultFilter, where: 'monaco', salerent: 'sales', pieces: [3, 4], page: 4 },
      '7.4,43.72,7.44,43.75',
    )
    expect(saved).toMatchObject({
      monaco: true,
      sale: true,
      room_3: true,
      room_4: true,
      bbox: '7.4,43.72,7.44,43.75',
    })
    expect(saved).not.toHaveProperty('skip')
    expect(saved).not.toHaveProperty('limit')
    expect(saved).not.toHaveProperty('lang')
  })
})
