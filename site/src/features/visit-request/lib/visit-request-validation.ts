import { visitDatesProblem, type VisitDatesProblem } from '@contract/visit-dates'

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

export type VisitCheck = {
  missing: Field[]
  emailError: string | null
  /** The dates' rule broken (a start before today, an end before the start, more than a year), with its field. */
  dateProblem: VisitDatesProblem | null
  ok: boolean
}

/** Today in the visitor's own calendar, as YYYY-MM-DD. */
export const localToday = (now = new Date()): string =>
  [now.getFullYear(), now.getMonth() + 1, now.getDate()]
    .map((n, i) => String(n).padStart(i ? 2 : 4, '0'))
    .join('-')

/**
 * An anonymous visitor fills civility, names, e-mail, phone, country, both dates
 * and the robot check; a connected one only the dates and the robot check. Dates that break the
 * API's rules (see contract/visit-dates.ts) send nothing.
 */
export function checkVisitRequest(
  values: VisitValues,
  connected: boolean,
  today: string = localToday(),
): VisitCheck {
  const required = connected ? CONNECTED_REQUIRED : ANONYMOUS_REQUIRED
  const asText = Object.fromEntries(
    required.map((f) => [f, f.startsWith('date_') && isEmptyDate(values[f]) ? '' : values[f]]),
  ) as Record<Field, string>
  const missing = missingFields(asText, required)
  const emailError = connected ? null : isEmail(values.co_email1)
  const dateProblem =
    isEmptyDate(values.date_start) || isEmptyDate(values.date_end)
      ? null
      : visitDatesProblem(values.date_start, values.date_end, today)
  return {
    missing,
    emailError,
    dateProblem,
    ok: missing.length === 0 && !emailError && !dateProblem,
  }
}
