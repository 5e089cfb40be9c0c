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
  datesInverted: boolean
  ok: boolean
}

/**
 * An anonymous visitor fills civility, names, e-mail, phone, country, both dates
 * and the robot check; a connected one only the dates and the robot check. An entry date after
 * the exit date sends nothing.
 */
export function checkVisitRequest(values: VisitValues, connected: boolean): VisitCheck {
  const required = connected ? CONNECTED_REQUIRED : ANONYMOUS_REQUIRED
  const asText = Object.fromEntries(
    required.map((f) => [f, f.startsWith('date_') && isEmptyDate(values[f]) ? '' : values[f]]),
  ) as Record<Field, string>
  const missing = missingFields(asText, required)
  const emailError = connected ? null : isEmail(values.co_email1)
  const datesInverted =
    !isEmptyDate(values.date_start) &&
    !isEmptyDate(values.date_end) &&
    values.date_start > values.date_end
  return {
    missing,
    emailError,
    datesInverted,
    ok: missing.length === 0 && !emailError && !datesInverted,
  }
}
