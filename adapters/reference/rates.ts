import { Router } from 'express'

import { CURRENCIES, type Currency, type ExchangeRates } from '../contract/rates'
import { sendPrepared } from '../http/compression'
import { publicCacheOf } from '../public-cache'
import type { AppDeps } from '../start/deps'

/** GET /rates: the exchange rates staff keep (Admin → Exchange rates), euro-based, with their date. */
export function ratesRouter({ payload, env }: AppDeps): Router {
  const router = Router()
  const cache = publicCacheOf(payload, env)
  router.get('/rates', async (req, res) => {
    const answer = await cache.json('rates', async () => {
      const g = (await payload.findGlobal({ slug: 'exchange-rates', depth: 0, overrideAccess: false })) as unknown as Record<string, unknown>
      const rates = Object.fromEntries(CURRENCIES.map((c) => [c, Number(g[c])])) as Record<Currency, number>
      const data: ExchangeRates = { base: 'EUR', date: String(g.date ?? '').slice(0, 10), rates }
      return { err: null, data }
    })
    sendPrepared(req, res, answer)
  })
  return router
}
