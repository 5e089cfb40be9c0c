import i18next from 'i18next'

import { apiGet } from '../lib/api-client'
import { LANGUAGES } from '@contract/languages'

export type TradEntry = { tr_key: string } & Partial<Record<`tr_${(typeof LANGUAGES)[number]}`, string | null>>

/** The non-empty texts of each language, keyed by tr_key. */
export function tradsByLanguage(entries: TradEntry[]): Record<string, Record<string, string>> {
  const out: Record<string, Record<string, string>> = Object.fromEntries(LANGUAGES.map((l) => [l, {}]))
  for (const entry of entries) {
    for (const lang of LANGUAGES) {
      const text = entry[`tr_${lang}`]
      if (entry.tr_key && typeof text === 'string' && text.trim() !== '') out[lang][entry.tr_key] = text
    }
  }
  return out
}

/** Texts edited by the agency (GET /web/1.0/trads) over the bundled ones; a failure is only logged. */
export async function mergeRemoteTrads(): Promise<void> {
  try {
    const { data } = await apiGet<{ data: TradEntry[] }>('/web/1.0/trads')
    const byLang = tradsByLanguage(data)
    for (const [lang, texts] of Object.entries(byLang)) {
      if (Object.keys(texts).length) i18next.addResourceBundle(lang, 'translation', texts, true, true)
    }
    // Re-render with the merged texts.
    await i18next.changeLanguage(i18next.language)
  } catch (error) {
    console.error('Translations could not be loaded', error)
  }
}
