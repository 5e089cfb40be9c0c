import { DEFAULT_LANGUAGE, type Language } from '@contract/languages'

import { tradsByLanguage, type TradEntry } from '../../i18n/merge-trads'
import type { Messages } from '../../i18n/i18n'
import { apiGet } from '../../lib/api-client'

const bundles = import.meta.glob<Messages>('../../i18n/locales/*.json', { eager: true, import: 'default' })
const bundle = (lang: Language): Messages => bundles[`../../i18n/locales/${lang}.json`] ?? {}

/**
 * The texts of a page in one language, inlined in its HTML so the first paint needs no other
 * request: English under the language's own texts (a missing key shows in English), and the
 * agency's edits (translations in the admin) over the bundled defaults.
 */
export async function pageMessages(lang: Language): Promise<Messages> {
  let edited: Record<string, Messages> = {}
  try {
    edited = tradsByLanguage((await apiGet<{ data: TradEntry[] }>('/web/1.0/trads')).data)
  } catch {
    // The bundled texts are enough to render the page.
  }
  return { ...bundle(DEFAULT_LANGUAGE), ...edited[DEFAULT_LANGUAGE], ...bundle(lang), ...edited[lang] }
}
