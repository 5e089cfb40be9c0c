import { intlLocale } from './intl-locale'

const DAY = 86_400

function unit(lang: string, value: number, unitName: 'minute' | 'hour' | 'day' | 'month', display: 'short' | 'long') {
  return new Intl.NumberFormat(intlLocale(lang), { style: 'unit', unit: unitName, unitDisplay: display }).format(value)
}

/**
 * A travel time in seconds: "1 hr 05 min" style up to a day, then humanized ("3 days",
 * "2 months") as the specification asks for durations above 86400 s.
 */
export function formatDuration(seconds: number, lang = 'en'): string {
  const s = Math.max(0, Math.round(seconds))
  if (s > DAY) {
    const days = Math.round(s / DAY)
    return days >= 45 ? unit(lang, Math.round(days / 30), 'month', 'long') : unit(lang, days, 'day', 'long')
  }
  const totalMinutes = Math.max(s > 0 ? 1 : 0, Math.round(s / 60))
  const hours = Math.floor(totalMinutes / 60)
  const minutes = totalMinutes % 60
  if (hours === 0) return unit(lang, minutes, 'minute', 'short')
  if (minutes === 0) return unit(lang, hours, 'hour', 'short')
  return `${unit(lang, hours, 'hour', 'short')} ${unit(lang, minutes, 'minute', 'short')}`
}

/** Kilometres with one decimal in the language's notation. */
export function formatKm(km: number, lang = 'en'): string {
  return new Intl.NumberFormat(intlLocale(lang), { style: 'unit', unit: 'kilometer', maximumFractionDigits: 1 }).format(km)
}
