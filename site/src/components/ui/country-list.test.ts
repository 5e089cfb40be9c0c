import { describe, expect, it } from 'vitest'

import {
  COUNTRY_CODES,
  countryName,
  countryOptions,
  findCountry,
  likelyCountry,
} from './country-list'

describe('countries', () => {
  it('holds every ISO 3166 country once, and Kosovo', () => {
    expect(COUNTRY_CODES).toHaveLength(250)
    expect(new Set(COUNTRY_CODES).size).toBe(250)
    for (const code of ['MC', 'FR', 'CH', 'GB', 'US', 'AE', 'RU', 'UA', 'XK', 'ZW'])
      expect(COUNTRY_CODES).toContain(code)
  })

  it('names them in the page language, alphabetically, the likely one first', () => {
    const names = countryOptions('fr', 'CH').map((c) => c.name)
    expect(names[0]).toBe('Suisse')
    expect(names.filter((n) => n === 'Suisse')).toHaveLength(1)
    for (const name of ['Royaume-Uni', 'États-Unis', 'Émirats arabes unis', 'Monaco'])
      expect(names).toContain(name)
    expect(names).not.toContain('Angleterre')
    // Accented names sort among their letter, not after Z.
    expect(names.indexOf('Égypte')).toBeLessThan(names.indexOf('Espagne'))
    expect(countryOptions('ru').map((c) => c.name)).toContain('Швейцария')
  })

  it('guesses the country from the browser language, else the page language', () => {
    expect(likelyCountry('fr', ['fr-CH', 'fr'])).toBe('CH')
    expect(likelyCountry('en', ['de'])).toBe('DE')
    expect(likelyCountry('sp', [])).toBe('ES')
    expect(likelyCountry('it', ['x-private'])).toBe('IT')
  })

  it('finds a country typed in any of the given languages, case and accents aside', () => {
    const locales = ['fr', 'en']
    expect(findCountry('Royaume-Uni', locales)).toBe('GB')
    expect(findCountry('  etats unis ', locales)).toBe('US')
    expect(findCountry('United Arab Emirates', locales)).toBe('AE')
    expect(findCountry('UK', locales)).toBe('GB')
    expect(findCountry('ch', locales)).toBe('CH')
    expect(findCountry('Швейцария', ['ru'])).toBe('CH')
    expect(findCountry('Atlantide', locales)).toBeNull()
    expect(findCountry('', locales)).toBeNull()
  })

  it('gives the French name the agency stores', () => {
    expect(countryName('GB', 'fr')).toBe('Royaume-Uni')
    expect(countryName('AE', 'fr')).toBe('Émirats arabes unis')
  })
})
