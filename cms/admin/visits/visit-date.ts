/** A stored visit date (`YYYY-MM-DD`) as staff read it: `12 mars 2027` in French, `12 March 2027` in English. */
export function visitDateText(value: unknown, lang: string): string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value))
    return typeof value === 'string' ? value : ''
  const [y, m, d] = value.split('-').map(Number)
  const date = new Date(Date.UTC(y, m - 1, d))
  if (Number.isNaN(date.getTime())) return value
  return date.toLocaleDateString(lang === 'en' ? 'en-GB' : 'fr-FR', {
    dateStyle: 'long',
    timeZone: 'UTC',
  })
}
