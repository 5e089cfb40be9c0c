import { numberFormat } from './intl-formats'
import { intlLocale } from './languages'

const DAY = 86_400

const unit = (
  lang: string,
  value: number,
  name: 'minute' | 'hour' | 'day' | 'month',
  display: 'short' | 'long',
) =>
  numberFormat(intlLocale(lang), { style: 'unit', unit: name, unitDisplay: display }).format(value)

/**
 * A travel time in seconds: "1 hr 5 min" style up to a day; above 86,400 s humanized in days
 * ("3 days") or, from 45 days, months ("2 months").
 */
export function formatDuration(seconds: number, lang: string): string {
  const s = Math.max(0, Math.round(seconds))
  if (s > DAY) {
    const days = Math.round(s / DAY)
    return days >= 45
      ? unit(lang, Math.round(days / 30), 'month', 'long')
      : unit(lang, days, 'day', 'long')
  }
  const totalMinutes = Math.max(s > 0 ? 1 : 0, Math.round(s / 60))
  const hours = Math.floor(totalMinutes / 60)
  const minutes = totalMinutes % 60
  if (hours === 0) return unit(lang, minutes, 'minute', 'short')
  if (minutes === 0) return unit(lang, hours, 'hour', 'short')
  return `${unit(lang, hours, 'hour', 'short')} ${unit(lang, minutes, 'minute', 'short')}`
}

/** Kilometres with one decimal in the language's notation. */
export const formatKm = (km: number, lang: string): string =>
  numberFormat(intlLocale(lang), {
    style: 'unit',
    unit: 'kilometer',
    maximumFractionDigits: 1,
  }).format(km)
