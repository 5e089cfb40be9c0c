/** A visit's dates (YYYY-MM-DD) as the site's form and the API both check them. */
export type VisitDatesRule = 'past' | 'inverted' | 'tooLong'

export type VisitDatesProblem = { field: 'date_start' | 'date_end'; rule: VisitDatesRule }

/** The API's words for each rule (the site says them in the page's language). */
export const VISIT_DATES_MESSAGES: Record<VisitDatesRule, string> = {
  past: 'The start date is in the past',
  inverted: 'The end date is before the start date',
  tooLong: 'The end date is more than one year after the start date',
}

/**
 * The earliest day that is still today somewhere (UTC−12): a start date before it is past for
 * every visitor, whatever their time zone, so a visitor far west of Monaco may still ask for
 * their own today.
 */
export const earliestToday = (now = Date.now()): string =>
  new Date(now - 12 * 3_600_000).toISOString().slice(0, 10)

/** The same day one year later (29 February goes to 1 March). */
export function oneYearAfter(day: string): string {
  const d = new Date(`${day}T00:00:00Z`)
  d.setUTCFullYear(d.getUTCFullYear() + 1)
  return d.toISOString().slice(0, 10)
}

/**
 * What is wrong with a visit's window, named by the field to correct, or null: a start before
 * `today`, an end before the start, or an end more than one year after the start (a request, not
 * a standing availability).
 */
export function visitDatesProblem(
  start: string,
  end: string,
  today: string,
): VisitDatesProblem | null {
  if (start < today) return { field: 'date_start', rule: 'past' }
  if (end < start) return { field: 'date_end', rule: 'inverted' }
  if (end > oneYearAfter(start)) return { field: 'date_end', rule: 'tooLong' }
  return null
}
