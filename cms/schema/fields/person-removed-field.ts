import type { DateField } from 'payload'

type Words = { en: string; fr: string }

/**
 * A date set on a record the agency keeps once the person was removed from it (by an account's
 * deletion, or by the retention run): staff see that it was done and when, never who it was.
 * Written only by the server's own run, shown read-only in the sidebar of the records that have it.
 */
export const personRemovedField = (
  name: string,
  label: Words,
  description: Words,
  { index = false } = {},
): DateField => ({
  name,
  type: 'date',
  ...(index ? { index: true } : {}),
  label,
  access: { create: () => false, update: () => false },
  admin: {
    position: 'sidebar',
    readOnly: true,
    date: { pickerAppearance: 'dayOnly', displayFormat: 'dd/MM/yyyy' },
    description,
    // Only a record the person was removed from has something to show.
    condition: (data) => Boolean(data?.[name]),
  },
})
