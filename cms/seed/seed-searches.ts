import type { Payload } from 'payload'

import { unsubscribeSecrets } from '../domain/searches/tokens'
import { DEFAULT_RATES, DEFAULT_RATES_DATE } from '../schema/globals/ExchangeRates'
import type { Client } from '../payload-types'

/** The demo exchange rates, unless staff already set some. */
export async function seedRates(payload: Payload): Promise<void> {
  const current = (await payload.findGlobal({ slug: 'exchange-rates', depth: 0 })) as {
    date?: string | null
  }
  if (!current.date)
    await payload.updateGlobal({
      slug: 'exchange-rates',
      data: { date: DEFAULT_RATES_DATE, ...DEFAULT_RATES },
      depth: 0,
    })
}

/** Two saved searches of the demo client: instant alerts for a sale in Monaco, a weekly digest of rentals on the Côte d'Azur. */
export async function seedSavedSearches(payload: Payload, clientId: Client['id']): Promise<void> {
  const mine = await payload.count({
    collection: 'saved-searches',
    where: { client: { equals: clientId } },
  })
  if (mine.totalDocs > 0) return
  const searches = [
    {
      filter: {
        sale: 'true',
        monaco: 'true',
        room_3: 'true',
        room_4: 'true',
        budgetmax: '12000000',
      },
      frequency: 'instant',
      lang: 'fr',
    },
    {
      filter: { rent: 'true', france: 'true', budgetmin: '3000', budgetmax: '15000' },
      frequency: 'weekly',
      lang: 'en',
    },
  ] as const
  for (const s of searches) {
    await payload.create({
      collection: 'saved-searches',
      data: { ...s, client: clientId, confirmed: true, sent_offers: [], ...unsubscribeSecrets() },
      depth: 0,
    })
  }
}
