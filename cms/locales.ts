/** The site's languages; `sp` (not `es`) is Spanish, as in the legacy API. */
export const LOCALES = ['fr', 'en', 'sp', 'ru', 'it'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'en'

export const toLocale = (v: unknown): Locale => (LOCALES as readonly string[]).includes(v as string) ? (v as Locale) : DEFAULT_LOCALE
