import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'

import { createI18n } from '../i18n/i18n'
import fr from '../i18n/locales/fr.json'
import { OfferPrice } from './offer-price'

beforeAll(() => {
  createI18n('fr', fr)
})

afterEach(cleanup)

const rent = (of_rent_charges: number | null, more: Record<string, unknown> = {}) => ({
  of_rent: true,
  of_price_rent: 2500,
  of_rent_charges,
  ...more,
})
const headline = (offer: ReturnType<typeof rent>) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <OfferPrice offer={offer} />
    </QueryClientProvider>,
  ).container.textContent?.replace(/\s+/g, ' ')

describe('the rent headline', () => {
  it('says "hors charges" when charges come on top of the rent, as the rental terms add them', () => {
    expect(headline(rent(150))).toBe('Location 2,5K € / mois hors charges')
  })

  it('says "charges comprises" when the rent carries no charges on top', () => {
    expect(headline(rent(0))).toBe('Location 2,5K € / mois charges comprises')
  })

  it('says neither when the charges are unknown, nor for a rent on request', () => {
    expect(headline(rent(null))).toBe('Location 2,5K € / mois')
    expect(headline(rent(150, { of_rent_uponrequest: true }))).toBe('Location Prix sur demande')
  })
})

describe('the price on the offer’s own page', () => {
  const shown = (offer: Record<string, unknown>, exact: boolean) =>
    render(
      <QueryClientProvider client={new QueryClient()}>
        <OfferPrice offer={offer} exact={exact} />
      </QueryClientProvider>,
    ).container.textContent?.replace(/\s+/g, ' ')

  it('gives the whole figure beside the shortened one, as a buyer decides on it', () => {
    expect(shown({ of_sell: true, of_price_sell: 11_900_000 }, true)).toBe(
      'Vente 11,9M € 11 900 000 €',
    )
    expect(shown({ of_sell: true, of_price_sell: 11_900_000 }, false)).toBe('Vente 11,9M €')
  })

  it('gives no second figure for a price on request or one under 1 000 €', () => {
    expect(
      shown({ of_sell: true, of_price_sell: 3_000_000, of_sell_uponrequest: true }, true),
    ).toBe('Vente Prix sur demande')
    expect(shown({ of_rent: true, of_price_rent: 950, of_rent_charges: null }, true)).toBe(
      'Location 950 € / mois',
    )
  })
})
