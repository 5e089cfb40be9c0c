import { Router } from 'express'

import type { AppDeps } from '../start/deps'
import { sendPrepared } from '../http/compression'
import { referenceReads } from './reads'

/** GET /districts: the tiles of an area with how many published offers each holds (empty tiles hidden). */
export function districtsRouter(deps: AppDeps): Router {
  const router = Router()
  const reads = referenceReads(deps)
  router.get('/districts', async (req, res) => {
    sendPrepared(req, res, await reads.districts(req.query))
  })
  return router
}
