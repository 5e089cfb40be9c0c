import { Router } from 'express'
import { FOREIGN_CURRENCIES, type ForeignCurrency, type ExchangeRates } from '@contract/rates'

import { DEFAULT_RATES, DEFAULT_RATES_DATE } from '../../cms/globals/ExchangeRates'
import { sendPrepared } from '../http/compression'
import type { AppDeps } from '../start/deps'

/** GET /rates: the exchange rates staff keep (Admin → Exchange rates), euro-based, with their date. */
export function ratesRouter({ payload, publicCache: cache }: AppDeps): Router {
  const router = Router()
  router.get('/rates', async (req, res) => {
    const answer = await cache.json('rates', async () => {
      const g = (await payload.findGlobal({
        slug: 'exchange-rates',
        depth: 0,
        overrideAccess: false,
      })) as unknown as Record<string, unknown>
      // A database whose rates were never saved answers the defaults the admin shows.
      const rates = Object.fromEntries(
        FOREIGN_CURRENCIES.map((c) => [c, Number(g[c]) > 0 ? Number(g[c]) : DEFAULT_RATES[c]]),
      ) as Record<ForeignCurrency, number>
      const data: ExchangeRates = {
        base: 'EUR',
        date: typeof g.date === 'string' && g.date ? g.date.slice(0, 10) : DEFAULT_RATES_DATE,
        rates,
      }
      return { err: null, data }
    })
    sendPrepared(req, res, answer)
  })
  return router
}
