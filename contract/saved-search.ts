import type { Id } from './envelope'
import type { Language } from './languages'

/** How often a saved search's alerts are mailed. */
export const ALERT_FREQUENCIES = ['instant', 'daily', 'weekly'] as const
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number]

/** A search's filter: the query parameters `GET /web/1.0/offers` takes, without paging or language. */
export type SearchFilter = Record<string, string | number | boolean>

/** The query parameters of `GET /web/1.0/offers` a saved search keeps (its filter, not its page). */
export const SAVED_FILTER_KEYS = [
  'sale',
  'rent',
  'monaco',
  'france',
  'international',
  'district',
  'room_1',
  'room_2',
  'room_3',
  'room_4',
  'room_5',
  'types',
  'budgetmin',
  'budgetmax',
  'bbox',
  'dpe_max',
] as const
export type SavedFilterKey = (typeof SAVED_FILTER_KEYS)[number]
/** A filter as the server keeps and answers it: only those keys, as the strings the list takes. */
export type SavedFilter = Partial<Record<SavedFilterKey, string>>

/** The most saved searches one client account, or one e-mail address, may keep. */
export const MAX_SAVED_SEARCHES = 20

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

/** The site's pages a mailed link opens; they call the confirm and unsubscribe calls with the token. */
export const alertConfirmPath = (token: string): string =>
  `/alerts/confirm/${encodeURIComponent(token)}`
export const alertUnsubscribePath = (token: string): string =>
  `/alerts/unsubscribe/${encodeURIComponent(token)}`
