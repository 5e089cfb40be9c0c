import type { DateField } from 'payload'

/**
 * Set on the records the agency keeps once their client deleted its account (visit requests,
 * messages, contact messages): they lose the person and say when, so staff see that a deletion
 * happened without learning whose it was. Written only by the deletion itself.
 */
export const accountDeletedField = {
  name: 'account_deleted_at',
  type: 'date',
  label: { en: 'Account deleted on', fr: 'Compte supprimé le' },
  access: { create: () => false, update: () => false },
  admin: {
    position: 'sidebar',
    readOnly: true,
    date: { pickerAppearance: 'dayOnly', displayFormat: 'dd/MM/yyyy' },
    description: {
      en: 'The client deleted its account: its name, address, phone and texts were removed from this record.',
      fr: 'Le client a supprimé son compte : son nom, son adresse, son téléphone et ses textes ont été retirés de cette fiche.',
    },
    // Only a record of a deleted account has something to show.
    condition: (data) => Boolean(data?.account_deleted_at),
  },
} as const satisfies DateField
