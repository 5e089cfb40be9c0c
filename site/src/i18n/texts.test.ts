import { describe, expect, it } from 'vitest'

import { createI18n, messagesOf, textsJson } from './i18n'
import { textsOf } from './texts'

const en = {
  'nav.home': 'Home',
  'list.count_one': '{{count}} property',
  'list.count_other': '{{count}} properties',
  'budget.upTo': 'Up to {{max}}',
  'only.en': 'English only',
}
const fr = {
  'nav.home': 'Accueil',
  'list.count_one': '{{count}} bien',
  'list.count_other': '{{count}} biens',
  'budget.upTo': "Jusqu'à {{max}}",
}

describe('the texts components read', () => {
  it('answer as i18next does, plain, with values and plurals, from one function per language', () => {
    const i18n = createI18n('fr', fr)
    i18n.addResourceBundle('en', 'translation', en)
    const { t, lang } = textsOf(i18n, 'fr')
    expect(lang).toBe('fr')
    expect(textsOf(i18n, 'fr').t).toBe(t)
    for (let round = 0; round < 2; round++) {
      expect(t('nav.home')).toBe('Accueil')
      expect(t('list.count', { count: 1 })).toBe('1 bien')
      expect(t('list.count', { count: 3 })).toBe('3 biens')
      expect(t('budget.upTo', { max: '2 000 000 €' })).toBe("Jusqu'à 2 000 000 €")
      // A key missing in French falls back to English, as i18next does.
      expect(t('only.en')).toBe('English only')
      expect(t('no.such.key')).toBe('no.such.key')
    }
    expect(textsOf(i18n, 'en').t('list.count', { count: 3 })).toBe('3 properties')
  })

  it('travel as one JSON string, read once', () => {
    const json = textsJson(fr)
    expect(JSON.parse(json)).toEqual(fr)
    expect(textsJson(fr)).toBe(json)
    expect(messagesOf(json)).toBe(fr)
    const copy = messagesOf(JSON.stringify(en))
    expect(copy).toEqual(en)
    expect(messagesOf(JSON.stringify(en))).toBe(copy)
  })
})
