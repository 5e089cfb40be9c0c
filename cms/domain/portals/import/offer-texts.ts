import { htmlToText } from '@contract/html-text'
import { LANGUAGES, type Language } from '@contract/languages'

import { plainTextToLexical, type LexicalState } from '../../rich-text/lexical-state'
import type { ItemRef } from './reference-data'

/** Kyero's description languages that the site has, to ours (Spanish is `sp` here). */
export const KYERO_LANGUAGES: Record<string, Language> = {
  en: 'en',
  fr: 'fr',
  es: 'sp',
  it: 'it',
  ru: 'ru',
}

/** A property of no known type is still named: what it is, in each language. */
const PROPERTY: Record<Language, string> = {
  fr: 'Bien',
  en: 'Property',
  sp: 'Inmueble',
  it: 'Immobile',
  ru: 'Недвижимость',
}

/** "cap d'antibes" or "CAP D'ANTIBES" as "Cap d'Antibes"; a name already in mixed case is kept. */
export function placeName(raw: string): string {
  const s = raw.trim().replace(/\s+/g, ' ')
  if (s !== s.toLowerCase() && s !== s.toUpperCase()) return s
  return s
    .toLowerCase()
    .replace(/(^|[\s-])(\p{L})/gu, (_, sep: string, c: string) => sep + c.toUpperCase())
    .replace(
      /\b([dl])'(\p{L})/giu,
      (_, d: string, c: string) => `${d.toLowerCase()}'${c.toUpperCase()}`,
    )
}

/**
 * Kyero has no title: each language's name is the type and the place, "Villa – Cap d'Antibes",
 * the type in that language (or "Property" when unknown), the place as the feed spells it.
 */
export function offerNames(type: ItemRef | undefined, place: string): Record<Language, string> {
  return Object.fromEntries(
    LANGUAGES.map((l) => {
      const what = type?.labels[l] || type?.labels.en || PROPERTY[l]
      return [l, place ? `${what} – ${place}` : what]
    }),
  ) as Record<Language, string>
}

const LOOKS_LIKE_HTML = /<\/?[a-z][^>]*>|&(#\d+|#x[0-9a-f]+|[a-z]+);/i

/** A description's text: HTML (which feeds send although they should not) becomes plain paragraphs. */
export function descriptionText(raw: string): string {
  const text = LOOKS_LIKE_HTML.test(raw) ? htmlToText(raw) : raw
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/ ?\n ?/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}

/** The descriptions in our languages as rich text, and the feed's languages the site does not have. */
export function offerDescriptions(desc: Record<string, string>): {
  texts: Partial<Record<Language, LexicalState>>
  ignored: string[]
} {
  const texts: Partial<Record<Language, LexicalState>> = {}
  const ignored: string[] = []
  for (const [code, raw] of Object.entries(desc)) {
    const lang = KYERO_LANGUAGES[code]
    if (!lang) {
      ignored.push(code)
      continue
    }
    const state = plainTextToLexical(descriptionText(raw))
    if (state) texts[lang] = state
  }
  return { texts, ignored }
}
