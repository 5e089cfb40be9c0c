import { createInstance, type i18n as I18n } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { DEFAULT_LANGUAGE, htmlLang, isLanguage, type Language } from '@contract/languages'
import { LANGUAGE_COOKIE } from '@contract/cookies'

import { readStorage, storageKeys, writeStorage } from '../lib/storage'

export type Messages = Record<string, string>

/**
 * A page's texts travel from the server as one JSON string: one value for the router's data
 * encoding instead of a thousand, on every render. Each string is read once (the server hands
 * the very string it made, already known; the browser parses it at hydration).
 */
const readTexts = new Map<string, Messages>()
const writtenTexts = new WeakMap<Messages, string>()
const TEXTS_KEPT = 20

export function textsJson(messages: Messages): string {
  let json = writtenTexts.get(messages)
  if (json === undefined) {
    json = JSON.stringify(messages)
    writtenTexts.set(messages, json)
    keepRead(json, messages)
  }
  return json
}

export function messagesOf(json: string): Messages {
  let messages = readTexts.get(json)
  if (!messages) keepRead(json, (messages = JSON.parse(json) as Messages))
  return messages
}

function keepRead(json: string, messages: Messages) {
  if (readTexts.size >= TEXTS_KEPT) readTexts.delete(readTexts.keys().next().value as string)
  readTexts.set(json, messages)
}

/**
 * An i18next instance ready at once: the page's language with its texts (the bundled ones with
 * the agency's edits over them), English missing keys falling back to the key's English text.
 */
export function createI18n(lang: Language, messages: Messages): I18n {
  if (typeof document === 'undefined') {
    // On the server the texts of a language are one object until the agency edits them: its instance
    // is built once and shared by the renders (they only read it).
    const shared = serverInstances.get(messages)
    if (shared?.language === lang) return shared
  }
  const instance = createInstance()
  void instance.use(initReactI18next).init({
    lng: lang,
    fallbackLng: DEFAULT_LANGUAGE,
    resources: { [lang]: { translation: messages } },
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    returnEmptyString: false,
    initAsync: false,
    showSupportNotice: false,
  })
  if (typeof document !== 'undefined') active = instance
  else serverInstances.set(messages, instance)
  return instance
}

const serverInstances = new WeakMap<Messages, I18n>()

/** The instance a component reads when no provider is above it (a component test). */
export const browserInstance = (): I18n | null => active

// The browser's one instance, for code that runs outside components (client loaders).
let active: I18n | null = null

/** The language the browser shows the site in now. */
export const activeLanguage = (): Language =>
  active && isLanguage(active.language) ? active.language : DEFAULT_LANGUAGE

/** Shows the site in another language with the texts the server sent for it. */
export function switchTexts(instance: I18n, lang: Language, messages: Messages): void {
  if (instance.language === lang && instance.hasResourceBundle(lang, 'translation')) return
  instance.addResourceBundle(lang, 'translation', messages, true, true)
  void instance.changeLanguage(lang)
}

/** Remembers the visitor's language for the next visit: localStorage for the site, a cookie for the server. */
export function rememberLanguage(lang: Language): void {
  writeStorage(storageKeys.language, lang)
  document.cookie = `${LANGUAGE_COOKIE}=${lang}; path=/; max-age=31536000; samesite=lax`
  document.documentElement.lang = htmlLang(lang)
}

/** The language chosen earlier in this browser, if any. */
export function storedLanguage(): Language | null {
  const stored = readStorage(storageKeys.language)
  return isLanguage(stored) ? stored : null
}
