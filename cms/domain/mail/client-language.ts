import { toLanguage, type Language } from '@contract/languages'

import type { Client } from '../../payload-types'

/** A client's language: the one saved in its preferences, else `fallback`. */
export function clientLanguage(
  client: Pick<Client, 'co_preferences'>,
  fallback: Language,
): Language {
  const prefs = client.co_preferences
  const lang =
    prefs && typeof prefs === 'object' && !Array.isArray(prefs)
      ? (prefs as { lang?: unknown }).lang
      : undefined
  return lang ? toLanguage(lang) : fallback
}
