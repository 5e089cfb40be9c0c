import type { EmailField, RowField, TextField } from 'payload'
import { email, text } from 'payload/shared'

import { requiredOnCreate } from './required-on-create'

/*
 * Who sent a form (the contact form, a valuation request): required when it arrives, emptied when
 * the person is removed (an account's deletion, the retention run), hence required on creation only.
 */

/** First name and last name, side by side. */
export const senderNameRow: RowField = {
  type: 'row',
  fields: [
    {
      name: 'firstname',
      type: 'text',
      validate: requiredOnCreate(text),
      maxLength: 100,
      label: { en: 'First name', fr: 'Prénom' },
    },
    {
      name: 'name',
      type: 'text',
      validate: requiredOnCreate(text),
      maxLength: 100,
      label: { en: 'Last name', fr: 'Nom' },
    },
  ],
}

export const senderEmailField: EmailField = {
  name: 'email',
  type: 'email',
  validate: requiredOnCreate(email),
  label: { en: 'E-mail', fr: 'E-mail' },
}

export const senderTelField: TextField = {
  name: 'tel',
  type: 'text',
  validate: requiredOnCreate(text),
  maxLength: 40,
  label: { en: 'Phone', fr: 'Téléphone' },
}
