import { escapeHtml } from '@contract/escape-html'
import type { Language } from '@contract/languages'

import { en } from './en'
import { fr } from './fr'
import { it } from './it'
import { ru } from './ru'
import { sp } from './sp'
import type { MessageKey, Messages, ValuesArg } from './types'

export type { MessageKey, Messages } from './types'

const TABLES: Record<Language, Messages> = { fr, en, sp, ru, it }

/** Every sentence the server writes to people in one language, by section (`messages('en').sheet`). */
export const messages = (lang: Language): Messages => TABLES[lang]

/** `{name}` slots filled in; a slot without a value stays as it is written. */
export const fill = (text: string, values: Record<string, string | number>): string =>
  text.replace(/\{(\w+)\}/g, (slot, name: string) => (name in values ? String(values[name]) : slot))

/** The sentence at a dotted path; the agency's own words are French whatever the language. */
function sentence(lang: Language, key: MessageKey): string {
  let node: unknown = key.startsWith('agency.') ? fr : TABLES[lang]
  for (const part of key.split('.')) node = (node as Record<string, unknown>)[part]
  if (typeof node !== 'string') throw new Error(`no message "${key}"`)
  return node
}

/** One sentence in a language, its slots filled: `t('en', 'alert.subjectMany', { count: 3 })`. */
export function t<K extends MessageKey>(lang: Language, key: K, ...values: ValuesArg<K>): string {
  const text = sentence(lang, key)
  return values[0] ? fill(text, values[0]) : text
}

/**
 * One sentence as HTML: the sentence is escaped, the values are put in as they are given (HTML
 * the caller built and escaped, such as `<strong>…</strong>` around a name).
 */
export function tHtml<K extends MessageKey>(
  lang: Language,
  key: K,
  ...htmlValues: ValuesArg<K>
): string {
  const text = escapeHtml(sentence(lang, key))
  return htmlValues[0] ? fill(text, htmlValues[0]) : text
}
