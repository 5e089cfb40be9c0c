import type { Locale } from '../locales'
import texts from './mail-text.json'

export type AlertMailText = (typeof texts)['fr']

// Every language has every sentence of the French reference: the type-check fails otherwise.
const checked: Record<Locale, AlertMailText> = texts

export const alertMailText = (lang: Locale): AlertMailText => checked[lang]

/** `{name}` placeholders filled in. */
export const fill = (text: string, values: Record<string, string | number>): string => text.replace(/\{(\w+)\}/g, (m, k: string) => (k in values ? String(values[k]) : m))
