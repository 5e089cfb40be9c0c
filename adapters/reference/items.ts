import { Router } from 'express'

import type { AppDeps } from '../start/deps'
import { sendPrepared } from '../http/compression'
import { referenceReads } from './reads'

/** GET /items: reference data (types, exclusivity codes, services, and every district's name). */
export function itemsRouter(deps: AppDeps): Router {
  const router = Router()
  const reads = referenceReads(deps)
  router.get('/items', async (req, res) => {
    sendPrepared(req, res, await reads.items())
  })
  return router
}
