import { Router } from 'express'

import type { AppDeps } from '../start/deps'
import { sendPrepared } from '../http/compression'
import { publicCacheOf } from '../public-cache'
import { toCostSettings } from './mapper'

/** GET /costs: the rates of the cost-of-buying estimate, as staff last saved them (or the defaults). */
export function costsRouter({ payload, env }: AppDeps): Router {
  const router = Router()
  const cache = publicCacheOf(payload, env)
  router.get('/costs', async (req, res) => {
    const answer = await cache.json('costs', async () => ({
      err: null,
      data: toCostSettings(await payload.findGlobal({ slug: 'purchase-costs', depth: 0, overrideAccess: false })),
    }))
    sendPrepared(req, res, answer)
  })
  return router
}
