import type { Id } from './envelope'
import type { Language } from './languages'

export const ALERT_FREQUENCIES = ['instant', 'daily', 'weekly'] as const
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number]

/** A search's filter: the query parameters `GET /web/1.0/offers` takes, without paging or language. */
export type SearchFilter = Record<string, string | number | boolean>

/** A saved search as `GET /web/1.0/searches` returns it. */
export type SavedSearch = {
  id: Id
  filter: SearchFilter
  frequency: AlertFrequency
  lang: Language
  confirmed: boolean
  last_alert_at: string | null
  created_at: string
}
