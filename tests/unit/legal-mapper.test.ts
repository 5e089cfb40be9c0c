import { describe, expect, it } from 'vitest'

import { toLegalFields } from '../../adapters/offers/legal-mapper'
import type { Offer } from '@cms/payload-types'
import {
  FRENCH_SALE_TERMS,
  LEGAL_FIELDS,
  MONACO_RENTAL_TERMS,
  NO_LEGAL_INFORMATION,
} from './legal-fields'

const base = { id: 1, of_ref: 'R', building: 1, updatedAt: '', createdAt: '' } as Offer
const stored = (o: Partial<Offer>) => ({ ...base, ...o }) as Offer

// A French apartment for sale, every legal field filled as staff would.
const frenchSale = stored({
  of_area: 'france',
  of_sell: true,
  of_sell_sum: 1_040_000,
  of_price_sell: 1_040_000,
  of_dpe_status: 'available',
  of_dpe_class: 'D',
  of_dpe_value: 245,
  of_ges_class: 'C',
  of_ges_value: 22,
  of_dpe_date: '2024-03-12T12:00:00.000Z',
  of_energy_cost_min: 1_600,
  of_energy_cost_max: 2_200,
  of_energy_cost_year: 2021,
  of_fees_payer: 'buyer',
  of_fees_percent: 4,
  of_copro_lots: 24,
  of_copro_charges: 3_600,
  of_copro_procedure: false,
})
// A furnished Monaco rental in the protected sector.
const monacoRental = stored({
  of_area: 'monaco',
  of_rent: true,
  of_rent_sum: 5_000,
  of_price_rent: 5_000,
  of_rent_charges: 400,
  of_rent_charges_mode: 'provision',
  of_deposit: 10_000,
  of_furnished: true,
  of_tenant_fees: 7_200,
  of_tenant_inventory_fees: null,
  of_available_from: '2027-01-15T12:00:00.000Z',
  of_monaco_sector: 'protected',
})

describe('toLegalFields', () => {
  it('maps every field of a French sale, the price excluding fees computed from the price shown', () => {
    expect(toLegalFields(frenchSale)).toEqual({
      ...NO_LEGAL_INFORMATION,
      of_area: 'france',
      of_dpe_status: 'available',
      of_dpe_class: 'D',
      of_dpe_value: 245,
      of_ges_class: 'C',
      of_ges_value: 22,
      of_dpe_date: '2024-03-12',
      of_energy_cost_min: 1_600,
      of_energy_cost_max: 2_200,
      of_energy_cost_year: 2021,
      // The price excluding fees is 1,040,000 / 1.04.
      ...FRENCH_SALE_TERMS,
    })
  })

  it('maps every field of a Monaco rental, with its sector', () => {
    expect(toLegalFields(monacoRental)).toEqual({
      ...NO_LEGAL_INFORMATION,
      of_area: 'monaco',
      ...MONACO_RENTAL_TERMS,
    })
  })

  it('answers null for every field an offer does not state', () => {
    const result = toLegalFields(stored({ of_sell: true, of_rent: true }))
    expect(Object.keys(result).sort()).toEqual([...LEGAL_FIELDS].sort())
    expect(result).toEqual(NO_LEGAL_INFORMATION)
  })

  it('keeps the French diagnosis and co-ownership to offers in France, the sector to Monaco', () => {
    const moved = toLegalFields({
      ...frenchSale,
      of_area: 'monaco',
      of_rent: true,
      of_monaco_sector: 'free',
    })
    expect([
      moved.of_dpe_status,
      moved.of_dpe_class,
      moved.of_copro_lots,
      moved.of_monaco_sector,
    ]).toEqual([null, null, null, 'free'])
    expect(toLegalFields({ ...monacoRental, of_area: 'france' }).of_monaco_sector).toBeNull()
  })

  it('gives no class nor value beside a diagnosis "not subject" or "in progress"', () => {
    expect(toLegalFields({ ...frenchSale, of_dpe_status: 'not_subject' })).toMatchObject({
      of_dpe_status: 'not_subject',
      of_dpe_class: null,
      of_dpe_value: null,
      of_ges_class: null,
      of_energy_cost_min: null,
      of_dpe_date: null,
    })
    expect(toLegalFields({ ...frenchSale, of_dpe_status: null }).of_dpe_status).toBe('available')
  })

  it('derives no figure from a price on request, nor sale fields on a rental', () => {
    const onRequest = toLegalFields({
      ...frenchSale,
      of_sell_uponrequest: true,
      of_sell_sum: null,
      of_price_sell: null,
    })
    expect([onRequest.of_fees_percent, onRequest.of_price_excl_fees]).toEqual([4, null])
    expect(toLegalFields({ ...frenchSale, of_sell: false }).of_fees_payer).toBeNull()
  })

  it('leaves a price paid without buyer fees as it is; Monaco adds the buyer fee on top', () => {
    expect(toLegalFields({ ...frenchSale, of_fees_payer: 'seller' })).toMatchObject({
      of_fees_payer: 'seller',
      of_fees_percent: null,
      of_price_excl_fees: 1_040_000,
    })
    expect(
      toLegalFields(
        stored({
          of_area: 'monaco',
          of_sell: true,
          of_sell_sum: 5_000_000,
          of_fees_payer: 'buyer',
          of_fees_percent: 3.6,
        }),
      ),
    ).toMatchObject({ of_fees_percent: 3.6, of_price_excl_fees: 5_000_000 })
  })
})
