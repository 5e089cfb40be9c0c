import { Router } from 'express'

import { sendPrepared } from '../http/compression'
import type { AppDeps } from '../start/deps'
import { referenceReads } from './reads'

/** GET /rates: the exchange rates staff keep (Admin → Exchange rates), euro-based, with their date. */
export function ratesRouter(deps: AppDeps): Router {
  const router = Router()
  const reads = referenceReads(deps)
  router.get('/rates', async (req, res) => {
    sendPrepared(req, res, await reads.rates())
  })
  return router
}
