import type { ListingLegalFields } from '@contract/listing-legal'

/** Every legal field of the offer shape, as docs/api.md lists them. */
export const LEGAL_FIELDS = [
  'of_area',
  'of_dpe_status',
  'of_dpe_class',
  'of_dpe_value',
  'of_ges_class',
  'of_ges_value',
  'of_dpe_date',
  'of_energy_cost_min',
  'of_energy_cost_max',
  'of_energy_cost_year',
  'of_fees_payer',
  'of_fees_percent',
  'of_price_excl_fees',
  'of_copro_lots',
  'of_copro_charges',
  'of_copro_procedure',
  'of_rent_charges',
  'of_rent_charges_mode',
  'of_deposit',
  'of_furnished',
  'of_tenant_fees',
  'of_tenant_inventory_fees',
  'of_available_from',
  'of_monaco_sector',
] as const satisfies readonly (keyof ListingLegalFields)[]

/** An offer that states none of them. */
export const NO_LEGAL_INFORMATION = Object.fromEntries(
  LEGAL_FIELDS.map((k) => [k, null]),
) as ListingLegalFields

/** A French sale at 1,040,000 € fees included: its buyer's fees, the price without them and its co-ownership, as the offer shape carries them. */
export const FRENCH_SALE_TERMS = {
  of_fees_payer: 'buyer',
  of_fees_percent: 4,
  of_price_excl_fees: 1_000_000,
  of_copro_lots: 24,
  of_copro_charges: 3_600,
  of_copro_procedure: false,
} as const satisfies Partial<ListingLegalFields>

/** A furnished Monaco rental in the protected sector: its terms, as the offer shape carries them. */
export const MONACO_RENTAL_TERMS = {
  of_rent_charges: 400,
  of_rent_charges_mode: 'provision',
  of_deposit: 10_000,
  of_furnished: true,
  of_tenant_fees: 7_200,
  of_available_from: '2027-01-15',
  of_monaco_sector: 'protected',
} as const satisfies Partial<ListingLegalFields>
