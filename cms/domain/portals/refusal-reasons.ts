/**
 * Why an offer selected for a portal (ticked, or all offers) is left out of its feed: what the
 * portal's format cannot carry. Shown to staff, so that they can fix the offer.
 */
export const REFUSAL_REASONS = [
  'no_photo',
  'no_english_description',
  'no_price',
  'price_too_high',
  'no_town',
  'no_country',
  'no_type',
  'invalid_reference',
] as const
export type RefusalReason = (typeof REFUSAL_REASONS)[number]

export const REFUSAL_LABELS: Record<RefusalReason, { en: string; fr: string }> = {
  no_photo: { en: 'No public photo', fr: 'Aucune photo publique' },
  no_english_description: {
    en: 'No English description',
    fr: 'Pas de description en anglais',
  },
  no_price: {
    en: 'No price, and the price is not "on request"',
    fr: 'Pas de prix, et le prix n’est pas « sur demande »',
  },
  price_too_high: {
    en: 'Price too high for this portal (8 digits at most)',
    fr: 'Prix trop élevé pour ce portail (8 chiffres au plus)',
  },
  no_town: { en: 'No town (building without a city)', fr: 'Pas de ville (immeuble sans ville)' },
  no_country: { en: 'No country', fr: 'Pas de pays' },
  no_type: { en: 'No property type', fr: 'Pas de type de bien' },
  invalid_reference: {
    en: 'Reference not accepted by this portal (letters, digits, - and _ only; 50 at most)',
    fr: 'Référence refusée par ce portail (lettres, chiffres, - et _ seulement ; 50 au plus)',
  },
}
