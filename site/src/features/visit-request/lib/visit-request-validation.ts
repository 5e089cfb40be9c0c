import {
  visitDatesProblem,
  type VisitDatesProblem,
  type VisitDatesRule,
} from '@contract/visit-dates'

import { isEmptyDate } from '../../../lib/input-masks'
import { isEmail, missingFields } from '../../../lib/validation'

export type VisitValues = {
  co_civility: '' | 'mme' | 'm'
  co_firstname: string
  co_name: string
  co_email1: string
  co_tel1: string
  co_country: string
  date_start: string
  date_end: string
  time: string
  comment: string
  altcha: string
}

export const emptyVisit: VisitValues = {
  co_civility: '',
  co_firstname: '',
  co_name: '',
  co_email1: '',
  co_tel1: '',
  co_country: '',
  date_start: '0000-00-00',
  date_end: '0000-00-00',
  time: '',
  comment: '',
  altcha: '',
}

type Field = keyof VisitValues

/** The only fields an anonymous visitor may leave empty. */
const OPTIONAL: Field[] = ['time', 'comment']
// Every other field is required, in the order emptyVisit lists them (the form's).
const ANONYMOUS_REQUIRED = (Object.keys(emptyVisit) as Field[]).filter((f) => !OPTIONAL.includes(f))
const CONNECTED_REQUIRED: Field[] = ['date_start', 'date_end', 'altcha']

/**
 * Why a field is refused: empty, a malformed e-mail, a country that names none, or one of the
 * dates' rules (a start before today, an end before the start, more than a year).
 */
export type VisitProblem = 'missing' | 'email' | 'country' | VisitDatesRule

export type VisitCheck = {
  /** Each refused field with its problem, in the form's order. */
  problems: Partial<Record<Field, VisitProblem>>
  ok: boolean
}

/** Today in the visitor's own calendar, as YYYY-MM-DD. */
export const localToday = (now = new Date()): string =>
  [now.getFullYear(), now.getMonth() + 1, now.getDate()]
    .map((n, i) => String(n).padStart(i ? 2 : 4, '0'))
    .join('-')

/** The dates' rule broken, once the start (and the end) are given. */
function datesProblem(values: VisitValues, today: string): VisitDatesProblem | null {
  if (isEmptyDate(values.date_start)) return null
  if (isEmptyDate(values.date_end))
    return values.date_start < today ? { field: 'date_start', rule: 'past' } : null
  return visitDatesProblem(values.date_start, values.date_end, today)
}

/**
 * An anonymous visitor fills civility, names, e-mail, phone, country, both dates
 * and the robot check; a connected one only the dates and the robot check. Dates that break the
 * API's rules (see contract/visit-dates.ts) send nothing. `isCountry` says whether the typed
 * country names one.
 */
export function checkVisitRequest(
  values: VisitValues,
  connected: boolean,
  today: string = localToday(),
  isCountry: (text: string) => boolean = () => true,
): VisitCheck {
  const required = connected ? CONNECTED_REQUIRED : ANONYMOUS_REQUIRED
  const asText = Object.fromEntries(
    required.map((f) => [f, f.startsWith('date_') && isEmptyDate(values[f]) ? '' : values[f]]),
  ) as Record<Field, string>
  const missing = missingFields(asText, required)
  const found: Partial<Record<Field, VisitProblem>> = {}
  for (const f of missing) found[f] = 'missing'
  if (!connected && !found.co_email1 && isEmail(values.co_email1)) found.co_email1 = 'email'
  if (!connected && !found.co_country && !isCountry(values.co_country.trim()))
    found.co_country = 'country'
  const dates = datesProblem(values, today)
  if (dates && !found[dates.field]) found[dates.field] = dates.rule
  // In the form's order, whatever the order they were found in.
  const problems = Object.fromEntries(
    (Object.keys(emptyVisit) as Field[]).filter((f) => found[f]).map((f) => [f, found[f]]),
  ) as Partial<Record<Field, VisitProblem>>
  return { problems, ok: Object.keys(problems).length === 0 }
}
