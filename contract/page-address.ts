import { htmlLang, LANGUAGES, type Language } from './languages'

export type Alternate = { hreflang: string; href: string }

/** A page's address in one language: the site opens in the language of `?lang=`. */
export const localizedUrl = (origin: string, path: string, lang: Language): string =>
  `${origin}${path}${path.includes('?') ? '&' : '?'}lang=${lang}`

/**
 * The hreflang alternates of a site page: one per content language, tagged with its HTML `lang`
 * (`sp` is `es`), and `x-default`, the address without `lang` (the visitor's stored language,
 * else English). The sitemap lists them and each server-rendered page's `<head>` carries the same
 * `<link rel="alternate" hreflang href>` tags.
 */
export function alternates(path: string, origin: string): Alternate[] {
  return [
    ...LANGUAGES.map((lang) => ({
      hreflang: htmlLang(lang),
      href: localizedUrl(origin, path, lang),
    })),
    { hreflang: 'x-default', href: `${origin}${path}` },
  ]
}
