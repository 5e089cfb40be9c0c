import type { Language } from '@contract/languages'

import texts from './mail-text.json'

export type AlertMailText = (typeof texts)['fr']

// Every language has every sentence of the French reference: the type-check fails otherwise.
const checked: Record<Language, AlertMailText> = texts

export const alertMailText = (lang: Language): AlertMailText => checked[lang]

/** `{name}` placeholders filled in. */
export const fill = (text: string, values: Record<string, string | number>): string =>
  text.replace(/\{(\w+)\}/g, (m, k: string) => (k in values ? String(values[k]) : m))
