import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'

import { readStorage, storageKeys, writeStorage } from '../lib/storage'
import en from './locales/en.json'
import { DEFAULT_LANGUAGE, htmlLang, isLanguage, type Language } from '@contract/languages'

// English is the fallback and ships with the first bundle; the other languages load on demand.
const loaders = import.meta.glob<{ default: Record<string, string> }>(['./locales/*.json', '!./locales/en.json'])

const loaded = new Set<Language>(['en'])

async function loadBundle(lang: Language): Promise<void> {
  if (loaded.has(lang)) return
  loaded.add(lang)
  const mod = await loaders[`./locales/${lang}.json`]()
  // Texts from /web/1.0/trads may already be there; they win over the bundled defaults.
  i18next.addResourceBundle(lang, 'translation', mod.default, true, false)
}

/** ?lang= (any of the five) first, then the stored choice, then English. */
export function initialLanguage(search: string): Language {
  const asked = new URLSearchParams(search).get('lang')
  if (isLanguage(asked)) return asked
  const stored = readStorage(storageKeys.language)
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE
}

export async function changeLanguage(lang: Language): Promise<void> {
  await loadBundle(lang)
  writeStorage(storageKeys.language, lang)
  document.documentElement.lang = htmlLang(lang)
  await i18next.changeLanguage(lang)
}

export async function initI18n(lang: Language): Promise<typeof i18next> {
  await i18next.use(initReactI18next).init({
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    resources: { en: { translation: en } },
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    returnEmptyString: false,
  })
  await changeLanguage(lang)
  return i18next
}

export function currentLanguage(): Language {
  return isLanguage(i18next.language) ? i18next.language : DEFAULT_LANGUAGE
}
