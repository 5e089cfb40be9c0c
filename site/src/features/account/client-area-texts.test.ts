import { describe, expect, it } from 'vitest'

import en from '../../i18n/locales/en.json'
import fr from '../../i18n/locales/fr.json'
import itLocale from '../../i18n/locales/it.json'
import ru from '../../i18n/locales/ru.json'
import sp from '../../i18n/locales/sp.json'

type Texts = Record<string, string>

/**
 * The texts of the client area's screens: the sign-in panel and its steps, the activation page,
 * the account page (messages, visit requests, alerts, contact details and its form's checks,
 * password, own data, deletion), the address verification page and the dialogs they open.
 */
const CLIENT_AREA = [
  'account.',
  'alerts.',
  'login.',
  'subscribe.',
  'verifyEmail.',
  'validation.',
  'dialog.',
  'visit.co_',
  'app.loading',
]
const inClientArea = (key: string) => CLIENT_AREA.some((prefix) => key.startsWith(prefix))
const clientAreaTexts = (texts: Texts) => Object.entries(texts).filter(([key]) => inClientArea(key))

/** Names written in Latin letters in every language: a file format. */
const NAMES = ['JSON']

/** The words of a text in Latin letters, once its {{slots}} and names are taken out. */
const latinWords = (text: string) =>
  NAMES.reduce((rest, name) => rest.replaceAll(name, ' '), text.replace(/\{\{\w+\}\}/g, ' '))
    .split(/[^\p{L}-]+/u)
    .filter((word) => /[A-Za-z]/.test(word))

describe('the client area’s texts', () => {
  it('are all Russian in Russian: no word left in Latin letters', () => {
    const leftovers = clientAreaTexts(ru as Texts)
      .map(([key, text]) => [key, latinWords(text)] as const)
      .filter(([, words]) => words.length)
    expect(leftovers).toEqual([])
    expect(clientAreaTexts(ru as Texts).length).toBeGreaterThan(100)
  })

  it('are translated in each language: a text the same as in English is a word that language shares', () => {
    // Words French, Spanish and Italian write as English does.
    const shared: Record<string, string[]> = {
      fr: ['Confirmation', 'OK', 'E-mail', 'Activation', 'Messages', 'Mobile', 'Agent'],
      sp: ['Error'],
      it: ['OK', 'E-mail', 'Password'],
      ru: [],
    }
    const locales = { fr, sp, it: itLocale, ru } as Record<string, Texts>
    for (const [lang, texts] of Object.entries(locales)) {
      const same = clientAreaTexts(texts)
        .filter(([key, text]) => text === (en as Texts)[key])
        .map(([, text]) => text)
        .filter((text) => !shared[lang].includes(text))
      expect(same, lang).toEqual([])
    }
  })

  it('in French, Spanish and Italian carry none of the English sentences', () => {
    // An English sentence left in another language shows as its English words.
    const english = /\b(the|your|you|please|could not|has been|sign in)\b/i
    for (const [lang, texts] of Object.entries({ fr, sp, it: itLocale }) as [string, Texts][]) {
      const left = clientAreaTexts(texts).filter(([, text]) => english.test(text))
      expect(left, lang).toEqual([])
    }
  })
})
