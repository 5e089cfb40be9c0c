import { intlLocale } from '@contract/languages'

/** 'YYYY-MM-DD' or an ISO timestamp, as a date in the reader's language; kept as is if unreadable. */
export function formatDate(value: string, lang: string): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00Z`) : new Date(value)
  if (Number.isNaN(date.getTime())) return value
  return new Intl.DateTimeFormat(intlLocale(lang), {
    dateStyle: 'medium',
    timeZone: /^\d{4}-\d{2}-\d{2}$/.test(value) ? 'UTC' : undefined,
  }).format(date)
}
