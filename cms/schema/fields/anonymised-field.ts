import { personRemovedField } from './person-removed-field'

/**
 * Set on a contact message or visit request the retention job anonymised: past the period the
 * administrators set, a visitor who never became a client is removed from it.
 */
export const anonymisedField = personRemovedField(
  'anonymised_at',
  { en: 'Anonymised on', fr: 'Anonymisé le' },
  {
    en: 'Kept past the retention period: the sender’s name, address, phone and texts were removed from this record.',
    fr: 'Conservé au-delà de la durée de conservation : le nom, l’adresse, le téléphone et les textes de l’expéditeur ont été retirés de cette fiche.',
  },
  { index: true },
)
