import { describe, expect, it } from 'vitest'

import { formatDay, formatEuros, formatEurosCents, formatPercent } from './format-amount'

// Intl separates French thousands with a narrow no-break space; compare with plain spaces.
const plain = (s: string) => s.replace(/[\u202f\u00a0]/g, ' ')

describe('amounts of the legal mentions', () => {
  it('writes every digit of a price in the language’s notation', () => {
    expect(plain(formatEuros(1_040_000, 'fr'))).toBe('1 040 000 €')
    expect(formatEuros(1_040_000, 'en')).toBe('€1,040,000')
    expect(plain(formatEuros(999.6, 'it'))).toBe('1000 €')
    expect(plain(formatEurosCents(554.6, 'fr'))).toBe('554,60 €')
  })

  it('writes percentages with the language’s decimal mark', () => {
    expect(plain(formatPercent(4, 'fr'))).toBe('4 %')
    expect(formatPercent(3.6, 'en')).toBe('3.6%')
    expect(plain(formatPercent(4.75, 'sp'))).toBe('4,75 %')
  })

  it('writes a day the same whatever the time zone', () => {
    expect(formatDay('2027-03-01', 'fr')).toBe('1 mars 2027')
    expect(formatDay('2027-03-01T00:00:00.000Z', 'en')).toBe('1 March 2027')
    expect(formatDay('not a day', 'en')).toBe('not a day')
  })
})
