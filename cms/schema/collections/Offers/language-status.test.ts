import { describe, expect, it } from 'vitest'

import { contentStatusFields, languageStatus } from './language-status'
import { plainTextToLexical } from '../../../domain/rich-text/lexical-state'

describe('language status of localized texts', () => {
  it('a language is filled when every text has a non-blank value in it', () => {
    const status = languageStatus([
      { fr: 'Appartement', en: 'Apartment', ru: 'Квартира', sp: 'Piso', it: '  ' },
      { fr: 'Texte', en: 'Text', ru: 'Текст', sp: null },
    ])
    expect(status).toEqual({ filled: ['fr', 'en', 'ru'], missing: ['sp', 'it'] })
  })

  it('all five, none, and a field never written', () => {
    const all = { fr: 'a', en: 'b', sp: 'c', ru: 'd', it: 'e' }
    expect(languageStatus([all, all]).missing).toEqual([])
    expect(languageStatus([all, undefined]).filled).toEqual([])
    expect(languageStatus([]).missing).toEqual([])
  })

  it('a rich text counts only when it holds words', () => {
    const emptyParagraph = {
      root: {
        type: 'root',
        children: [{ type: 'paragraph', children: [{ type: 'text', text: '  ' }] }],
      },
    }
    const status = languageStatus([
      { fr: 'a', en: 'b', sp: 'c', ru: 'd', it: 'e' },
      {
        fr: plainTextToLexical('Vue mer'),
        en: plainTextToLexical('Sea view'),
        sp: emptyParagraph,
        ru: null,
        it: plainTextToLexical('Vista'),
      },
    ])
    expect(status.missing).toEqual(['sp', 'ru'])
  })

  it('the stored status fields: missing languages, complete, has a photo', () => {
    const all = { fr: 'a', en: 'b', sp: 'c', ru: 'd', it: 'e' }
    expect(contentStatusFields([all, { ...all, it: '' }], [7])).toEqual({
      of_languages_missing: 'it',
      of_languages_complete: false,
      of_has_photo: true,
    })
    expect(contentStatusFields([all, all], [])).toEqual({
      of_languages_missing: '',
      of_languages_complete: true,
      of_has_photo: false,
    })
    expect(contentStatusFields([undefined], null).of_languages_missing).toBe('fr en sp ru it')
  })
})
