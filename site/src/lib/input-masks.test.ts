import { describe, expect, it } from 'vitest'

import {
  dateToDisplay,
  displayToDate,
  maskDateTyping,
  maskTime,
  normalizeNumber,
} from './input-masks'

describe('date input', () => {
  it('keeps digits only and shows DD/MM/YYYY', () => {
    expect(maskDateTyping('2a5122026')).toBe('25/12/2026')
    expect(maskDateTyping('251')).toBe('25/1')
  })

  it('stores YYYY-MM-DD, and 0000-00-00 when empty, incomplete, impossible or zero', () => {
    expect(displayToDate('25/12/2026')).toBe('2026-12-25')
    expect(displayToDate('')).toBe('0000-00-00')
    expect(displayToDate('25/12')).toBe('0000-00-00')
    expect(displayToDate('31/02/2026')).toBe('0000-00-00')
    expect(displayToDate('00/00/0000')).toBe('0000-00-00')
  })

  it('displays a stored date and nothing for the zero date', () => {
    expect(dateToDisplay('2026-01-05')).toBe('05/01/2026')
    expect(dateToDisplay('0000-00-00')).toBe('')
  })
})

describe('time input', () => {
  it('keeps digits, shows HH:MM cut to 5 characters', () => {
    expect(maskTime('0930')).toEqual({ text: '09:30', valid: true })
    expect(maskTime('9h3')).toEqual({ text: '93', valid: false })
    expect(maskTime('123456')).toEqual({ text: '12:34', valid: true })
  })

  it('flags hours above 23 and minutes above 59', () => {
    expect(maskTime('2400').valid).toBe(false)
    expect(maskTime('2360').valid).toBe(false)
    expect(maskTime('2359').valid).toBe(true)
  })
})

describe('number input', () => {
  it('turns a comma into a dot', () => {
    expect(normalizeNumber('12,5')).toBe('12.5')
  })
})
