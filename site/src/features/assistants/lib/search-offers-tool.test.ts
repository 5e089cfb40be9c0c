import { describe, expect, it } from 'vitest'
import { LANGUAGES } from '@contract/languages'
import type { Offer } from '@contract/offer'
import type { DistrictName } from '@contract/reference'

import type { Items } from '../../../api/get-items'
import { BUDGET_MAX, BUDGET_MIN, defaultFilter } from '../../../lib/offer-filter'
import { filterOfInput, offerSummary } from './search-offers-tool'

const items: Items = {
  items_of_type: [],
  items_of_exclusivite: [],
  services: [],
  districts: [
    {
      value: 'fontvieille',
      area: 'monaco',
      img: null,
      ...Object.fromEntries(LANGUAGES.map((l) => [`label_${l}`, 'Fontvieille'])),
    } as DistrictName,
  ],
}

describe("an assistant's search", () => {
  it('becomes the list filter it names', () => {
    expect(
      filterOfInput(
        { salerent: 'rents', where: 'Fontvieille', rooms: 3, budget_min: 2000, budget_max: '9000' },
        items,
      ),
    ).toEqual({
      ...defaultFilter,
      salerent: 'rents',
      where: 'fontvieille',
      pieces: [3],
      budgetMin: 2000,
      budgetMax: 9000,
    })
  })

  it('leaves to the default what it cannot read, and keeps numbers within the bounds', () => {
    expect(
      filterOfInput({ salerent: 'lease', where: 'atlantis', rooms: 12, budget_min: -5 }, items),
    ).toEqual({ ...defaultFilter, pieces: [5], budgetMin: BUDGET_MIN, budgetMax: BUDGET_MAX })
  })
})

describe('an offer as an assistant reads it', () => {
  it('has its name, its price as shown, its facts and the address of its page', () => {
    const offer = {
      of_id: 7,
      of_slug_fr: 'villa-mer',
      of_name_fr: 'Villa face à la mer',
      of_sell: true,
      of_rent: false,
      of_price_sell: 11_900_000,
      of_nbpieces: 6,
      of_nbrooms: 4,
      of_surface: 320,
      of_district: 'fontvieille',
    } as unknown as Offer
    const t = (key: string) =>
      ({ 'price.sale': 'Vente', 'price.onRequest': 'Prix sur demande' })[key] ?? key
    const summary = offerSummary(offer, items, t, 'fr', 'https://agence.example')
    expect(summary).toMatchObject({
      name: 'Villa face à la mer',
      rooms: 6,
      bedrooms: 4,
      district: 'Fontvieille',
      url: 'https://agence.example/offers/details/villa-mer',
    })
    expect(summary.price.replace(/\s/g, ' ')).toMatch(/^Vente 11[.,]9 ?M/)
    expect(summary.surface?.replace(/\s/g, ' ')).toBe('320 m²')
  })
})
