/** The site's language codes use `sp` for Spanish; Intl wants BCP 47 tags. */
export function intlLocale(lang: string): string {
  return ({ fr: 'fr-FR', en: 'en-GB', sp: 'es-ES', ru: 'ru-RU', it: 'it-IT' } as Record<string, string>)[lang] ?? 'en-GB'
}
