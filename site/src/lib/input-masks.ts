/** Conversions behind the date, time and number inputs. */

export const EMPTY_DATE = '0000-00-00'

/** Displayed DD/MM/YYYY from a stored YYYY-MM-DD; empty or zero dates display as nothing. */
export function dateToDisplay(value: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!m || value === EMPTY_DATE) return ''
  return `${m[3]}/${m[2]}/${m[1]}`
}

/** What the visitor types (digits only, slashes added) to the DD/MM/YYYY shown in the field. */
export function maskDateTyping(raw: string): string {
  const d = raw.replace(/\D/g, '').slice(0, 8)
  if (d.length <= 2) return d
  if (d.length <= 4) return `${d.slice(0, 2)}/${d.slice(2)}`
  return `${d.slice(0, 2)}/${d.slice(2, 4)}/${d.slice(4)}`
}

/** The stored YYYY-MM-DD for a displayed date; anything incomplete, impossible or zero is 0000-00-00. */
export function displayToDate(display: string): string {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(display)
  if (!m) return EMPTY_DATE
  const [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  const valid =
    year > 0 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  return valid ? `${m[3]}-${m[2]}-${m[1]}` : EMPTY_DATE
}

export function isEmptyDate(value: string | null | undefined): boolean {
  return !value || value === EMPTY_DATE
}

/** Time typing: digits only, shown HH:MM and cut to 5 characters; hours above 23 or minutes above 59 are flagged. */
export function maskTime(raw: string): { text: string; valid: boolean } {
  const d = raw.replace(/\D/g, '').slice(0, 4)
  const text = (d.length <= 2 ? d : `${d.slice(0, 2)}:${d.slice(2)}`).slice(0, 5)
  const hours = Number(d.slice(0, 2) || '0')
  const minutes = Number(d.slice(2, 4) || '0')
  return { text, valid: hours <= 23 && minutes <= 59 }
}

/** Number typing: a comma is a decimal mark. */
export function normalizeNumber(raw: string): string {
  return raw.replace(/,/g, '.')
}
