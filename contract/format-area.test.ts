import { describe, expect, it } from 'vitest'

import { formatArea } from './format-surface'

const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ')

describe('formatArea', () => {
  it('writes square metres as recorded, in the language notation and symbol', () => {
    expect(plain(formatArea(120.5, 'm2', 'fr'))).toBe('120,5 m²')
    expect(plain(formatArea(120.5, 'm2', 'ru'))).toBe('120,5 м²')
  })

  it('converts to square feet rounded to the foot', () => {
    // 100 m² = 1 076.39 sq ft
    expect(plain(formatArea(100, 'sqft', 'en'))).toBe('1,076 sq ft')
    expect(plain(formatArea(100, 'sqft', 'fr'))).toBe('1 076 pi²')
  })
})
