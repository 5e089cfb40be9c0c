import type { SavedFilter, SavedSearch } from '@contract/saved-search'
import { toLanguage } from '@contract/languages'

import type { SavedSearch as Doc } from '@cms/payload-types'

/** A stored saved search → the API's shape (never its tokens, salt, e-mail or sent offers). */
export function toSavedSearch(d: Doc): SavedSearch {
  return {
    id: d.id,
    filter: (d.filter ?? {}) as SavedFilter,
    frequency: d.frequency,
    lang: toLanguage(d.lang),
    confirmed: d.confirmed === true,
    last_alert_at: d.last_alert_at ?? null,
    created_at: d.createdAt,
  }
}
