import type { Negotiator } from '@contract/negotiator'
import type { Offer } from '@contract/offer'
import type { CostSettings } from '@contract/purchase-cost'
import { beforeAll } from 'vitest'

import { apiJson } from './api'

/** The demo server's public offers (in French) and cost settings, as a visitor's page reads them. */
export type DemoCatalogue = {
  offers: Offer[]
  costs: CostSettings
  /** The first demo offer that fits, so a test follows the demo data rather than a fixed slug. */
  demo: (what: string, fits: (o: Offer) => boolean) => Offer
}

export async function loadDemoCatalogue(): Promise<DemoCatalogue> {
  const offers = (await apiJson<{ data: Offer[] }>('/web/1.0/offers?lang=fr')).data
  const costs = (await apiJson<{ data: CostSettings }>('/web/1.0/costs')).data
  const demo = (what: string, fits: (o: Offer) => boolean): Offer => {
    const found = offers.find(fits)
    if (!found) throw new Error(`the demo data has no ${what}`)
    return found
  }
  return { offers, costs, demo }
}

/** The demo catalogue of a test file, read before its tests: read its fields inside tests. */
export function useDemoCatalogue(): DemoCatalogue {
  let loaded: DemoCatalogue | undefined
  beforeAll(async () => {
    loaded = await loadDemoCatalogue()
  })
  const current = (): DemoCatalogue => {
    if (!loaded) throw new Error('the demo catalogue is not read yet: use it inside a test')
    return loaded
  }
  return {
    get offers() {
      return current().offers
    },
    get costs() {
      return current().costs
    },
    demo: (what, fits) => current().demo(what, fits),
  }
}

/** The first demo offer whose detail names a negotiator (or, with `agency`, none). */
export async function demoOfferOfNegotiator(
  agency: boolean,
): Promise<Offer & { of_negotiator: Negotiator }> {
  const { data } = await apiJson<{ data: Offer[] }>('/web/1.0/offers?lang=fr&limit=12')
  for (const card of data) {
    const { data: offer } = await apiJson<{ data: Offer }>(
      `/web/1.0/offers/${card.of_slug_fr}?lang=fr`,
    )
    if (offer.of_negotiator && (offer.of_negotiator.ne_id == null) === agency)
      return offer as Offer & { of_negotiator: Negotiator }
  }
  throw new Error(`no demo offer ${agency ? 'without' : 'with'} a negotiator`)
}
