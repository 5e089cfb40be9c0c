import { cookieValue, LANGUAGE_COOKIE } from './cookies'
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages'

const ACCEPT_TAGS: Record<string, Language> = { fr: 'fr', en: 'en', es: 'sp', ru: 'ru', it: 'it' }

/** The first of the browser's preferred languages that the site has (`es` is our `sp`). */
export function acceptedLanguage(header: string | null | undefined): Language | null {
  const ranked = (header ?? '')
    .split(',')
    .map((part) => {
      const [tag, ...params] = part.trim().toLowerCase().split(';')
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
      return { tag: tag.split('-')[0], q: q ? Number(q.slice(2)) || 0 : 1 }
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q)
  for (const { tag } of ranked) if (ACCEPT_TAGS[tag]) return ACCEPT_TAGS[tag]
  return null
}

type LanguageRequest = {
  url: string
  cookie: string | null | undefined
  acceptLanguage: string | null | undefined
}

/** `?lang=` first (links and crawlers), then the visitor's stored choice, then the browser's languages, then the site's default. */
export function pageLanguage(
  { url, cookie, acceptLanguage }: LanguageRequest,
  fallback: Language = DEFAULT_LANGUAGE,
): Language {
  const asked = new URL(url, 'http://site').searchParams.get('lang')
  if (isLanguage(asked)) return asked
  const stored = cookieValue(cookie, LANGUAGE_COOKIE)
  if (isLanguage(stored)) return stored
  return acceptedLanguage(acceptLanguage) ?? fallback
}
