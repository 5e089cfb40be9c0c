import { LANGUAGES, type Language } from '@contract/languages'

import { hasText } from '../../../domain/rich-text/lexical-state'

/** A localized field read with `locale: 'all'`: one value a language, absent when never written. */
export type LocalizedValue = Partial<Record<string, unknown>> | null | undefined

export type LanguageStatus = { filled: Language[]; missing: Language[] }

// A rich text counts only when it holds words: an editor left with an empty paragraph is still missing.
const isFilled = (v: unknown) => hasText(v)

/** Which of the five languages have every one of the given localized values filled (non-blank). */
export function languageStatus(values: LocalizedValue[]): LanguageStatus {
  const filled = LANGUAGES.filter((lang) => values.every((v) => isFilled(v?.[lang])))
  return { filled, missing: LANGUAGES.filter((lang) => !filled.includes(lang)) }
}

/** The stored status fields the offer list shows and filters on. */
export type ContentStatusFields = {
  of_languages_missing: string
  of_languages_complete: boolean
  of_has_photo: boolean
}

/** The status fields of an offer from its translated texts (each in every language) and its photos. */
export function contentStatusFields(
  values: LocalizedValue[],
  images: unknown,
): ContentStatusFields {
  const { missing } = languageStatus(values)
  return {
    of_languages_missing: missing.join(' '),
    of_languages_complete: missing.length === 0,
    of_has_photo: Array.isArray(images) && images.length > 0,
  }
}
