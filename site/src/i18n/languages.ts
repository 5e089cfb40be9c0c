/** The five languages of the content; the menu offers three of them (spec section 1). */
export const LANGUAGES = ['fr', 'en', 'sp', 'ru', 'it'] as const
export type Language = (typeof LANGUAGES)[number]
export const MENU_LANGUAGES: readonly Language[] = ['fr', 'en', 'ru']
export const DEFAULT_LANGUAGE: Language = 'en'

export const isLanguage = (value: unknown): value is Language => typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)

/** The HTML lang attribute for a site language (Spanish is `sp` in the data). */
export const htmlLang = (lang: Language) => (lang === 'sp' ? 'es' : lang)
