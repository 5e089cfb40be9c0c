import type { ContactMessageFields } from '@contract/contact-message'

import { isEmail, missingFields } from '../../../lib/validation'

export type ContactValues = ContactMessageFields & { altcha: string }

export const emptyContact: ContactValues = {
  firstname: '',
  name: '',
  email: '',
  tel: '',
  country: '',
  message: '',
  altcha: '',
}

export const CONTACT_REQUIRED = [
  'firstname',
  'name',
  'email',
  'tel',
  'country',
  'message',
  'altcha',
] as const

/** What stops the form from being sent: the missing fields, then a malformed e-mail. */
export function checkContact(values: ContactValues): {
  missing: (typeof CONTACT_REQUIRED)[number][]
  emailError: string | null
} {
  return { missing: missingFields(values, CONTACT_REQUIRED), emailError: isEmail(values.email) }
}
