import { personRemovedField } from './person-removed-field'

/**
 * Set on the records the agency keeps once their client deleted its account (visit requests,
 * messages, replies, contact messages, valuation requests).
 */
export const accountDeletedField = personRemovedField(
  'account_deleted_at',
  { en: 'Account deleted on', fr: 'Compte supprimé le' },
  {
    en: 'The client deleted its account: its name, address, phone and texts were removed from this record.',
    fr: 'Le client a supprimé son compte : son nom, son adresse, son téléphone et ses textes ont été retirés de cette fiche.',
  },
)
