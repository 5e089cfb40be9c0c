import { describe, expect, it } from 'vitest'

import { contentStatusFields, languageStatus, languageSummary } from './language-status'

describe('language status of localized texts', () => {
  it('a language is filled when every text has a non-blank value in it', () => {
    const status = languageStatus([
      { fr: 'Appartement', en: 'Apartment', ru: 'Квартира', sp: 'Piso', it: '  ' },
      { fr: 'Texte', en: 'Text', ru: 'Текст', sp: null },
    ])
    expect(status).toEqual({ filled: ['fr', 'en', 'ru'], missing: ['sp', 'it'] })
    expect(languageSummary(status)).toBe('fr en ru · sp it missing')
    expect(languageSummary(status, 'manquantes')).toBe('fr en ru · sp it manquantes')
  })

  it('all five, none, and a field never written', () => {
    const all = { fr: 'a', en: 'b', sp: 'c', ru: 'd', it: 'e' }
    expect(languageSummary(languageStatus([all, all]))).toBe('fr en sp ru it')
    expect(languageSummary(languageStatus([all, undefined]))).toBe('fr en sp ru it missing')
    expect(languageStatus([]).missing).toEqual([])
  })

  it('the stored status fields: missing languages, complete, has a photo', () => {
    const all = { fr: 'a', en: 'b', sp: 'c', ru: 'd', it: 'e' }
    expect(contentStatusFields([all, { ...all, it: '' }], [7])).toEqual({ of_languages_missing: 'it', of_languages_complete: false, of_has_photo: true })
    expect(contentStatusFields([all, all], [])).toEqual({ of_languages_missing: '', of_languages_complete: true, of_has_photo: false })
    expect(contentStatusFields([undefined], null).of_languages_missing).toBe('fr en sp ru it')
  })
})
