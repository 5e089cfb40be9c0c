import { DEFAULT_LANGUAGE, LANGUAGES, toLanguage, type Language } from '../contract/languages'

/** The content's languages are the API's (`sp`, not `es`, is Spanish): see contract/languages.ts. */
export const LOCALES = LANGUAGES
export type Locale = Language
export const DEFAULT_LOCALE: Locale = DEFAULT_LANGUAGE

export const toLocale = toLanguage
