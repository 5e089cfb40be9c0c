import { htmlToText } from '@contract/html-text'
import { LANGUAGES, type Language } from '@contract/languages'

import { htmlOf } from '../rich-text/html-of'

type Described = { of_text_html?: unknown; of_text?: unknown }

/**
 * The plain text of an offer's description in one language, read as the API reads it (`htmlOf`)
 * from a document read with `locale: 'all'`, but without the fallback to English: a feed says
 * a text is Russian only when staff wrote it in Russian.
 */
export function ownDescription(o: Described, lang: Language): string {
  const byLocale = o.of_text_html
  if (byLocale && typeof byLocale === 'object') {
    const own = (byLocale as Record<string, unknown>)[lang]
    return typeof own === 'string' ? htmlToText(own) : ''
  }
  return htmlToText(htmlOf(o.of_text_html, o.of_text, lang))
}

/** The languages the offer's description was written in. */
export const describedLanguages = (o: Described): Language[] =>
  LANGUAGES.filter((l) => ownDescription(o, l) !== '')
