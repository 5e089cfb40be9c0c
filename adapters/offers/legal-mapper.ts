import { isEnergyClass, type DpeStatus } from '@contract/energy'
import { isArea } from '@contract/limits'
import {
  feesIncludedInPrice,
  priceExcludingFees,
  type ListingLegalFields,
} from '@contract/listing-legal'

import type { Offer } from '@cms/payload-types'

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null)
const bool = (v: unknown): boolean | null => (typeof v === 'boolean' ? v : null)
const day = (v: unknown): string | null =>
  typeof v === 'string' && /^\d{4}-\d{2}-\d{2}/.test(v) ? v.slice(0, 10) : null
const oneOf = <T extends string>(v: unknown, values: readonly T[]): T | null =>
  values.includes(v as T) ? (v as T) : null

/** The sale price shown, when the public may see it (null "on request": nothing may be derived from it). */
function shownSalePrice(o: Offer): number | null {
  if (!o.of_sell || o.of_sell_uponrequest) return null
  const shown = num(o.of_sell_sum)
  return shown && shown > 0 ? shown : num(o.of_price_sell)
}

/**
 * The legal information of an offer, where it applies: the French diagnosis and co-ownership for
 * offers in France, the sector for Monaco rentals, the fees of a sale, the terms of a rental.
 * Anything staff left empty (or that a move of the building made irrelevant) is `null`.
 */
export function toLegalFields(o: Offer): ListingLegalFields {
  const area = isArea(o.of_area) ? o.of_area : null
  const france = area === 'france'
  const sale = o.of_sell === true
  const rent = o.of_rent === true
  const storedStatus = oneOf<DpeStatus>(o.of_dpe_status, [
    'available',
    'not_subject',
    'in_progress',
  ])
  const status = france
    ? (storedStatus ?? (isEnergyClass(o.of_dpe_class) ? 'available' : null))
    : null
  const diagnosed = status === 'available'
  const payer = sale ? oneOf(o.of_fees_payer, ['seller', 'buyer'] as const) : null
  const percent = payer === 'buyer' ? num(o.of_fees_percent) : null
  const price = shownSalePrice(o)
  // A French price includes the buyer's fees; elsewhere (or paid by the seller) the price is already without them.
  const inPrice = payer === 'buyer' && feesIncludedInPrice(area)
  const priceExclFees =
    price == null || payer == null
      ? null
      : !inPrice
        ? price
        : percent != null
          ? priceExcludingFees(price, percent)
          : null
  const ifRent = <T>(v: T): T | null => (rent ? v : null)
  return {
    of_area: area,
    of_dpe_status: status,
    of_dpe_class: diagnosed && isEnergyClass(o.of_dpe_class) ? o.of_dpe_class : null,
    of_dpe_value: diagnosed ? num(o.of_dpe_value) : null,
    of_ges_class: diagnosed && isEnergyClass(o.of_ges_class) ? o.of_ges_class : null,
    of_ges_value: diagnosed ? num(o.of_ges_value) : null,
    of_dpe_date: diagnosed ? day(o.of_dpe_date) : null,
    of_energy_cost_min: diagnosed ? num(o.of_energy_cost_min) : null,
    of_energy_cost_max: diagnosed ? num(o.of_energy_cost_max) : null,
    of_energy_cost_year: diagnosed ? num(o.of_energy_cost_year) : null,
    of_fees_payer: payer,
    of_fees_percent: percent,
    of_price_excl_fees: priceExclFees,
    of_copro_lots: france && sale ? num(o.of_copro_lots) : null,
    of_copro_charges: france && sale ? num(o.of_copro_charges) : null,
    of_copro_procedure: france && sale ? bool(o.of_copro_procedure) : null,
    // Read access already removed these figures from a rent "on request".
    of_rent_charges: ifRent(num(o.of_rent_charges)),
    of_rent_charges_mode: ifRent(
      oneOf(o.of_rent_charges_mode, ['provision', 'flat_rate'] as const),
    ),
    of_deposit: ifRent(num(o.of_deposit)),
    of_furnished: ifRent(bool(o.of_furnished)),
    of_tenant_fees: ifRent(num(o.of_tenant_fees)),
    of_tenant_inventory_fees: ifRent(num(o.of_tenant_inventory_fees)),
    of_available_from: ifRent(day(o.of_available_from)),
    of_monaco_sector:
      area === 'monaco' && rent ? oneOf(o.of_monaco_sector, ['free', 'protected'] as const) : null,
  }
}
