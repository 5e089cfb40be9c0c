import { Router } from 'express'

import type { AppDeps } from '../start/deps'
import { sendPrepared } from '../http/compression'
import { toCostSettings } from './mapper'

/** GET /costs: the rates of the cost-of-buying estimate, as staff last saved them (or the defaults). */
export function costsRouter({ payload, publicCache: cache }: AppDeps): Router {
  const router = Router()
  router.get('/costs', async (req, res) => {
    const answer = await cache.json('costs', async () => ({
      err: null,
      data: toCostSettings(
        await payload.findGlobal({ slug: 'purchase-costs', depth: 0, overrideAccess: false }),
      ),
    }))
    sendPrepared(req, res, answer)
  })
  return router
}
