import { describe, expect, it } from 'vitest'

import { formatDuration as duration, formatKm as km } from './format-duration'
import { formatSurface as surface } from './format-surface'

// Intl separates numbers and units with (narrow) no-break spaces.
const plain = (s: string) => s.replace(/[\s\u202f\u00a0]+/g, ' ')
const formatDuration = (s: number, lang = 'en') => plain(duration(s, lang))
const formatKm = (n: number, lang = 'en') => plain(km(n, lang))
const formatSurface = (n: number, lang = 'en') => plain(surface(n, lang))

describe('formatDuration', () => {
  it('shows minutes, hours and minutes up to a day', () => {
    expect(formatDuration(600)).toBe('10 mins')
    expect(formatDuration(3600)).toBe('1 hr')
    expect(formatDuration(3900)).toBe('1 hr 5 mins')
    expect(formatDuration(86_400)).toBe('24 hrs')
  })

  it('humanizes durations above 86,400 s in days, then months', () => {
    expect(formatDuration(86_401)).toBe('1 day')
    expect(formatDuration(3 * 86_400 + 4000)).toBe('3 days')
    expect(formatDuration(90 * 86_400)).toBe('3 months')
    expect(formatDuration(3 * 86_400, 'fr')).toBe('3 jours')
  })

  it('never shows a positive time as zero', () => {
    expect(formatDuration(20)).toBe('1 min')
    expect(formatDuration(0)).toBe('0 mins')
  })
})

describe('distances and surfaces', () => {
  it('use the notation of the language', () => {
    expect(formatKm(2.345)).toBe('2.3 km')
    expect(formatKm(2.345, 'fr')).toBe('2,3 km')
    expect(formatSurface(120.5, 'fr')).toBe('120,5 m²')
    expect(formatSurface(85)).toBe('85 m²')
  })
})
