import { LANGUAGES } from '@contract/languages'

export type TradEntry = { tr_key: string } & Partial<
  Record<`tr_${(typeof LANGUAGES)[number]}`, string | null>
>

/** The non-empty texts of each language, keyed by tr_key. */
export function tradsByLanguage(entries: TradEntry[]): Record<string, Record<string, string>> {
  const out: Record<string, Record<string, string>> = Object.fromEntries(
    LANGUAGES.map((l) => [l, {}]),
  )
  for (const entry of entries) {
    for (const lang of LANGUAGES) {
      const text = entry[`tr_${lang}`]
      if (entry.tr_key && typeof text === 'string' && text.trim() !== '')
        out[lang][entry.tr_key] = text
    }
  }
  return out
}
