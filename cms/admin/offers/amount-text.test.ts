import { describe, expect, it } from 'vitest'

import { formatAmount, parseAmount } from './amount-text'
import { townName } from '../../schema/fields/place-names'
import { uploadToastWords } from '../frame/upload-toast-words'

describe('an amount typed and read in the admin', () => {
  it('is written with the language’s thousands separators', () => {
    expect(formatAmount(2_500_000, 'fr')).toBe('2\u202f500\u202f000')
    expect(formatAmount(2_500_000, 'en')).toBe('2,500,000')
    expect(formatAmount(1250.5, 'fr')).toBe('1\u202f250,5')
    expect(formatAmount(null, 'fr')).toBe('')
  })

  it('is read back as the number typed, whatever the spaces', () => {
    expect(parseAmount('2 500 000', 'fr')).toBe(2_500_000)
    expect(parseAmount('2\u202f500\u202f000', 'fr')).toBe(2_500_000)
    expect(parseAmount('2.500.000', 'fr')).toBe(2_500_000)
    expect(parseAmount('1 250,5', 'fr')).toBe(1250.5)
    expect(parseAmount('2,500,000', 'en')).toBe(2_500_000)
    expect(parseAmount('1,250.5', 'en')).toBe(1250.5)
    expect(parseAmount('  ', 'fr')).toBeNull()
  })

  it('is not a number when it holds anything else, so the form says so', () => {
    expect(parseAmount('deux millions', 'fr')).toBeUndefined()
    expect(parseAmount('-5', 'en')).toBeUndefined()
    expect(parseAmount('1,2,3', 'fr')).toBeUndefined()
  })
})

describe('a town as buildings store it', () => {
  it('is written as a name', () => {
    expect(townName('MONACO')).toBe('Monaco')
    expect(townName('ROQUEBRUNE-CAP-MARTIN')).toBe('Roquebrune-Cap-Martin')
    expect(townName("CAP-D'AIL")).toBe("Cap-d'Ail")
    expect(townName('VILLEFRANCHE-SUR-MER')).toBe('Villefranche-sur-Mer')
  })
})

describe('the bulk upload’s notices', () => {
  it('read in the admin’s language', () => {
    expect(uploadToastWords('Successfully saved 2 files', 'fr')).toBe('2 fichiers enregistrés')
    expect(uploadToastWords('Successfully saved 1 files', 'fr')).toBe('1 fichier enregistré')
    expect(uploadToastWords('Failed to save 3 files', 'fr')).toBe(
      '3 fichiers n’ont pas pu être enregistrés',
    )
    expect(uploadToastWords('Successfully saved 1 files', 'en')).toBe('1 file saved')
    expect(uploadToastWords('Offre enregistrée', 'fr')).toBe('Offre enregistrée')
  })
})
