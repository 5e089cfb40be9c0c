import { DEFAULT_LANGUAGE, type Language } from '@contract/languages'

import { localized } from '../payload/payload-values'
import { isLexicalState } from './lexical-state'
import { richTextToHtml } from './to-html'

/**
 * A rich text's HTML in one language: the one stored at save time when the document carries it
 * (every saved document, so the API's lists convert nothing); otherwise rendered here from the
 * rich text itself, as for a draft that was never saved (a live preview).
 */
export function htmlOf(storedHtml: unknown, richText: unknown, lang: Language): string {
  if (storedHtml !== undefined || richText === undefined) return localized(storedHtml, lang)
  if (typeof richText === 'string' || isLexicalState(richText)) return richTextToHtml(richText)
  const byLocale = (richText ?? {}) as Record<string, unknown>
  const own = richTextToHtml(byLocale[lang])
  return own || richTextToHtml(byLocale[DEFAULT_LANGUAGE])
}
