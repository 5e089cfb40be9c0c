import type { DateField } from 'payload'

/**
 * Set on a contact message or visit request the retention job anonymised: past the period the
 * administrators set, a visitor who never became a client is removed from it. Staff see that it
 * was done, never who it was. Written only by the job.
 */
export const anonymisedField = {
  name: 'anonymised_at',
  type: 'date',
  index: true,
  label: { en: 'Anonymised on', fr: 'Anonymisé le' },
  access: { create: () => false, update: () => false },
  admin: {
    position: 'sidebar',
    readOnly: true,
    date: { pickerAppearance: 'dayOnly', displayFormat: 'dd/MM/yyyy' },
    description: {
      en: 'Kept past the retention period: the sender’s name, address, phone and texts were removed from this record.',
      fr: 'Conservé au-delà de la durée de conservation : le nom, l’adresse, le téléphone et les textes de l’expéditeur ont été retirés de cette fiche.',
    },
    condition: (data) => Boolean(data?.anonymised_at),
  },
} as const satisfies DateField
