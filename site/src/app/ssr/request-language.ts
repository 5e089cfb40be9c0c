import { isLanguage, LANGUAGES, type Language } from '@contract/languages'

import { LANGUAGE_COOKIE } from '../../i18n/i18n'

const ACCEPT_TAGS: Record<string, Language> = { fr: 'fr', en: 'en', es: 'sp', ru: 'ru', it: 'it' }

/** The first of the browser's preferred languages that the site has (`es` is our `sp`). */
export function acceptedLanguage(header: string | null): Language | null {
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

export function cookieValue(header: string | null, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key === name) return decodeURIComponent(rest.join('='))
  }
  return null
}

/** `?lang=` first (links and crawlers), then the visitor's stored choice, then the browser's languages, then the site's default. */
export function requestLanguage(request: Request, fallback: Language): Language {
  const asked = new URL(request.url).searchParams.get('lang')
  if (isLanguage(asked)) return asked
  const stored = cookieValue(request.headers.get('cookie'), LANGUAGE_COOKIE)
  if (isLanguage(stored)) return stored
  return acceptedLanguage(request.headers.get('accept-language')) ?? (LANGUAGES.includes(fallback) ? fallback : 'en')
}
