import type { Language } from '@contract/languages'

import texts from './sheet-text.json'

export type SheetText = (typeof texts)['en']

// Every language has every word of the English sheet: the type-check fails otherwise.
const checked: Record<Language, SheetText> = texts

/** The listing sheet's own words in one of the five languages. */
export const sheetText = (lang: Language): SheetText => checked[lang]
