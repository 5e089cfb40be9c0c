import type { Area } from './limits'
import type { DpeStatus, EnergyClass } from './energy'

export type FeesPayer = 'seller' | 'buyer'
export const FEES_PAYERS: readonly FeesPayer[] = ['seller', 'buyer']

/** How monthly rental charges are settled: an advance adjusted once a year, or a fixed amount. */
export type RentChargesMode = 'provision' | 'flat_rate'
export const RENT_CHARGES_MODES: readonly RentChargesMode[] = ['provision', 'flat_rate']

/** Monaco's rental sectors: the free sector, and the protected one reserved to eligible people. */
export type MonacoSector = 'free' | 'protected'
export const MONACO_SECTORS: readonly MonacoSector[] = ['free', 'protected']

/**
 * The legal information of a listing, as the offer shape carries it; `null` when unknown or not
 * applicable (French diagnosis and co-ownership outside France, the sector outside Monaco, sale
 * fields on a rental and the other way round). Dates are `YYYY-MM-DD`, amounts euros.
 */
export type ListingLegalFields = {
  of_area: Area | null
  of_dpe_status: DpeStatus | null
  of_dpe_class: EnergyClass | null
  /** kWh of primary energy per m² and year. */
  of_dpe_value: number | null
  of_ges_class: EnergyClass | null
  /** kg CO₂ equivalent per m² and year. */
  of_ges_value: number | null
  of_dpe_date: string | null
  /** Estimated yearly energy cost for a standard use, euros, with the year of the energy prices. */
  of_energy_cost_min: number | null
  of_energy_cost_max: number | null
  of_energy_cost_year: number | null
  of_fees_payer: FeesPayer | null
  /** Agency fees incl. VAT, as a percentage of the price excluding fees. */
  of_fees_percent: number | null
  of_price_excl_fees: number | null
  of_copro_lots: number | null
  /** Average yearly charges of the co-ownership, euros. */
  of_copro_charges: number | null
  of_copro_procedure: boolean | null
  /** Monthly charges on top of the rent, euros. */
  of_rent_charges: number | null
  of_rent_charges_mode: RentChargesMode | null
  of_deposit: number | null
  of_furnished: boolean | null
  of_tenant_fees: number | null
  /** The part of the tenant's fees for the inventory of fixtures, euros. */
  of_tenant_inventory_fees: number | null
  of_available_from: string | null
  of_monaco_sector: MonacoSector | null
}

/**
 * Whether a price shown with buyer-paid fees already includes them: in France the advertised price
 * must include them; in Monaco and abroad the buyer's fee is added on top of the price.
 */
export const feesIncludedInPrice = (area: Area | null | undefined): boolean => area === 'france'

/** The price excluding buyer-paid fees of a price that includes them, to the euro. */
export const priceExcludingFees = (priceInclFees: number, feesPercent: number): number =>
  Math.round(priceInclFees / (1 + feesPercent / 100))
