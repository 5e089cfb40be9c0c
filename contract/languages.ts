/** The five languages of the content; `sp` (not `es`) is Spanish, as in the legacy API. */
export const LANGUAGES = ['fr', 'en', 'sp', 'ru', 'it'] as const
export type Language = (typeof LANGUAGES)[number]

/** Each language's name in itself, as menus and the admin's locale chips show it. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  fr: 'Français',
  en: 'English',
  sp: 'Español',
  ru: 'Русский',
  it: 'Italiano',
}

/** What an absent or unknown `lang` means, and the language a missing translation falls back to. */
export const DEFAULT_LANGUAGE: Language = 'en'

/** The language menu offers three of the five. */
export const MENU_LANGUAGES: readonly Language[] = ['fr', 'en', 'ru']

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)

/** A language from untrusted input: anything unknown reads as the default. */
export const toLanguage = (value: unknown): Language =>
  isLanguage(value) ? value : DEFAULT_LANGUAGE

const BCP47: Record<Language, string> = {
  fr: 'fr-FR',
  en: 'en-GB',
  sp: 'es-ES',
  ru: 'ru-RU',
  it: 'it-IT',
}

/** The BCP 47 tag Intl wants for a site language. */
export const intlLocale = (lang: string): string => BCP47[toLanguage(lang)]

/** The HTML `lang` attribute for a site language. */
export const htmlLang = (lang: Language): string => (lang === 'sp' ? 'es' : lang)
