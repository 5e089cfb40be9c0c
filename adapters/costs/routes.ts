import { Router } from 'express'

import type { AppDeps } from '../start/deps'
import { sendPrepared } from '../http/compression'
import { readCosts } from './reads'

/** GET /costs: the rates of the cost-of-buying estimate, as staff last saved them (or the defaults). */
export function costsRouter(deps: AppDeps): Router {
  const router = Router()
  const costs = readCosts(deps)
  router.get('/costs', async (req, res) => {
    sendPrepared(req, res, await costs())
  })
  return router
}
