import { DEFAULT_LANGUAGE, type Language } from '@contract/languages'
import type { Id } from '@contract/envelope'

import { idOf } from './relation-id'

/**
 * A localized value as Payload returns it: already resolved to one language (a string), or all
 * languages at once (`locale: 'all'`). Empty in the asked language falls back to English.
 */
export function localized(value: unknown, lang: Language): string {
  if (typeof value === 'string') return value
  if (value && typeof value === 'object') {
    const byLocale = value as Record<string, unknown>
    const own = byLocale[lang]
    if (typeof own === 'string' && own !== '') return own
    const fallback = byLocale[DEFAULT_LANGUAGE]
    return typeof fallback === 'string' ? fallback : ''
  }
  return ''
}

export type { Id }
export { idOf }

/** One field in one language, typed as the contract's `<field>_<language>` key. */
export const inLanguage = <F extends string>(field: F, lang: Language, value: string) =>
  ({ [`${field}_${lang}`]: value }) as Partial<Record<`${F}_${Language}`, string>>

/**
 * A document's fields by name, for code that names them at run time (a page's `<name>_html`, a
 * configured field list). Payload's generated document types are interfaces, which TypeScript
 * does not let stand for a record of their fields without this one widening.
 */
export const fieldsOf = (doc: object): Record<string, unknown> => doc as Record<string, unknown>
