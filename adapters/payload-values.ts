import { DEFAULT_LOCALE, type Locale } from '../cms/locales'

/**
 * A localized value as Payload returns it: already resolved to one language (a string), or all
 * languages at once (`locale: 'all'`). Empty in the asked language falls back to English.
 */
export function localized(value: unknown, lang: Locale): string {
  if (typeof value === 'string') return value
  if (value && typeof value === 'object') {
    const byLocale = value as Record<string, unknown>
    const own = byLocale[lang]
    if (typeof own === 'string' && own !== '') return own
    const fallback = byLocale[DEFAULT_LOCALE]
    return typeof fallback === 'string' ? fallback : ''
  }
  return ''
}

export type Id = number | string

/** A relationship read at depth 0 is an id; at depth ≥ 1 the document. */
export const idOf = (ref: unknown): Id | null => {
  if (typeof ref === 'number' || typeof ref === 'string') return ref
  if (ref && typeof ref === 'object' && 'id' in ref) return (ref as { id: Id }).id
  return null
}
