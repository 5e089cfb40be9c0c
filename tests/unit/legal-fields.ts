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
