import { DEFAULT_LANGUAGE, type Language } from '@contract/languages'

import { tradsByLanguage, type TradEntry } from '../../i18n/merge-trads'
import type { Messages } from '../../i18n/i18n'
import type { WebReader } from '../../lib/web-client'

const bundles = import.meta.glob<Messages>('../../i18n/locales/*.json', {
  eager: true,
  import: 'default',
})
const bundle = (lang: Language): Messages => bundles[`../../i18n/locales/${lang}.json`] ?? {}

/**
 * The texts of a page in one language, inlined in its HTML so the first paint needs no other
 * request: English under the language's own texts (a missing key shows in English), and the
 * agency's edits (translations in the admin) over the bundled defaults.
 */
export async function pageMessages(lang: Language, read: WebReader): Promise<Messages> {
  let edited: TradEntry[] = NO_EDITS
  try {
    edited = (await read('trads', {})).data
  } catch {
    // The bundled texts are enough to render the page.
  }
  return mergedMessages(edited, lang)
}

const NO_EDITS: TradEntry[] = []

// The server's reads hand back the same parsed answer while the texts are unchanged, so the merge is
// done once per version of the texts and language, and the page's i18n instance is reused too.
const merged = new WeakMap<TradEntry[], Partial<Record<Language, Messages>>>()

function mergedMessages(entries: TradEntry[], lang: Language): Messages {
  const perLanguage = merged.get(entries) ?? {}
  merged.set(entries, perLanguage)
  if (!perLanguage[lang]) {
    const edited = tradsByLanguage(entries)
    perLanguage[lang] = {
      ...bundle(DEFAULT_LANGUAGE),
      ...edited[DEFAULT_LANGUAGE],
      ...bundle(lang),
      ...edited[lang],
    }
  }
  return perLanguage[lang]
}
