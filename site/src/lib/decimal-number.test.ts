import { describe, expect, it } from 'vitest'
import { LANGUAGES } from '@contract/languages'

import { decimalSeparator, formatDecimalInput, parseDecimal } from './decimal-number'

describe('numbers typed by the visitor', () => {
  it('reads the decimal separator of every language', () => {
    expect(parseDecimal('4,5', 'fr')).toBe(4.5)
    expect(parseDecimal('4,5', 'sp')).toBe(4.5)
    expect(parseDecimal('4,5', 'it')).toBe(4.5)
    expect(parseDecimal('4,5', 'ru')).toBe(4.5)
    expect(parseDecimal('4.5', 'en')).toBe(4.5)
  })

  it('also takes a dot as the decimal mark where the comma is the usual one, and a lone comma in English', () => {
    expect(parseDecimal('4.5', 'fr')).toBe(4.5)
    expect(parseDecimal('3.25', 'ru')).toBe(3.25)
    expect(parseDecimal('4,5', 'en')).toBe(4.5)
  })

  it('ignores the group separators each language writes', () => {
    expect(parseDecimal('1 500 000', 'fr')).toBe(1_500_000)
    expect(parseDecimal('1\u202f500\u202f000', 'fr')).toBe(1_500_000)
    expect(parseDecimal('1\u00a0500\u00a0000,50', 'ru')).toBe(1_500_000.5)
    expect(parseDecimal('1.500.000', 'it')).toBe(1_500_000)
    expect(parseDecimal('1.500.000,25', 'sp')).toBe(1_500_000.25)
    expect(parseDecimal('1,500,000.25', 'en')).toBe(1_500_000.25)
    expect(parseDecimal('1,500,000', 'en')).toBe(1_500_000)
  })

  it('gives null for what is not a number', () => {
    for (const text of ['', '  ', 'abc', '4,5,6x', '1,2.3,4', '-', '4..5'])
      expect(parseDecimal(text, 'fr')).toBeNull()
  })

  it('writes a number back with the separator of the page, so what the field shows reads as typed', () => {
    expect(formatDecimalInput(3.5, 'fr')).toBe('3,5')
    expect(formatDecimalInput(3.5, 'en')).toBe('3.5')
    expect(formatDecimalInput(1_500_000, 'ru')).toBe('1500000')
    for (const lang of LANGUAGES)
      expect(parseDecimal(formatDecimalInput(1234.75, lang), lang)).toBe(1234.75)
    expect(decimalSeparator('it')).toBe(',')
  })
})
