import type { Field, RichTextField, TextareaField } from 'payload'
import { LANGUAGES } from '@contract/languages'

import { isLexicalState, plainTextToLexical } from './lexical-state'
import { richTextToHtml } from './to-html'

type Label = { en: string; fr: string }

/** The stored HTML beside a rich text: what the public API serves, so no request converts Lexical. */
export const htmlFieldName = (name: string) => `${name}_html`

/**
 * A localized rich text and its derived, sanitised HTML (hidden from staff, never typed in).
 * The HTML is written by `renderRichText` on every save.
 */
export function localizedRichText(
  name: string,
  label: Label,
  admin: RichTextField['admin'] = {},
): Field[] {
  const html: TextareaField = {
    name: htmlFieldName(name),
    type: 'textarea',
    localized: true,
    label,
    admin: { hidden: true, readOnly: true },
  }
  return [
    {
      name,
      type: 'richText',
      localized: true,
      label,
      admin,
      hooks: { beforeValidate: [plainTextAsParagraphs] },
    },
    html,
  ]
}

/**
 * A plain string written through the Local API or REST (an import, an older client) is taken as
 * paragraphs rather than refused; a write of every language at once is converted language by language.
 */
const plainTextAsParagraphs = ({ value }: { value?: unknown }): unknown => {
  if (typeof value === 'string') return plainTextToLexical(value)
  if (value && typeof value === 'object' && !isLexicalState(value)) {
    return Object.fromEntries(
      Object.entries(value).map(([locale, v]) => [
        locale,
        typeof v === 'string' ? plainTextToLexical(v) : v,
      ]),
    )
  }
  return value
}

/**
 * Renders the HTML of each named rich text that the save carries: one language, or all of them
 * at once when written with `locale: 'all'` (the seed, imports), where the value is keyed by language.
 */
export function renderRichText(
  data: Record<string, unknown>,
  names: readonly string[],
  locale: string | undefined,
): void {
  for (const name of names) {
    if (!(name in data)) continue
    const value = data[name]
    const byLocale =
      locale === 'all' && value && typeof value === 'object' && !isLexicalState(value)
    data[htmlFieldName(name)] = byLocale
      ? Object.fromEntries(
          LANGUAGES.filter((l) => l in (value as object)).map((l) => [
            l,
            richTextToHtml((value as Record<string, unknown>)[l]),
          ]),
        )
      : richTextToHtml(value)
  }
}
