import { isEmail, missingFields } from '../../../lib/validation'
import type { ContactDetails } from '../../../api/contact-details'
import type { SessionUser } from '../../../lib/session'

export const DETAIL_FIELDS = [
  'co_firstname',
  'co_name',
  'co_email1',
  'co_tel1',
  'co_mobile1',
  'co_address1',
  'co_address2',
  'co_zip',
  'co_city',
] as const

/** What a client must keep filled in: what the visit-request form asked for. */
const REQUIRED = ['co_firstname', 'co_name', 'co_email1', 'co_tel1', 'co_country'] as const

const text = (v: unknown) => (typeof v === 'string' ? v : '')

export function detailsFromUser(user: SessionUser): ContactDetails {
  const civility = text(user.co_civility)
  return {
    co_civility: civility === 'mme' || civility === 'm' ? civility : '',
    ...(Object.fromEntries(DETAIL_FIELDS.map((f) => [f, text(user[f])])) as Record<
      (typeof DETAIL_FIELDS)[number],
      string
    >),
    co_country: text(user.co_country),
  }
}

export function checkDetails(values: ContactDetails): {
  missing: string[]
  emailError: string | null
} {
  return { missing: missingFields(values, REQUIRED), emailError: isEmail(values.co_email1) }
}
