import { Router } from 'express'

import type { AppDeps } from '../start/deps'
import { sendPrepared } from '../http/compression'
import { referenceReads } from './reads'

/** GET /trads: every site text staff have edited, in the five languages. */
export function translationsRouter(deps: AppDeps): Router {
  const router = Router()
  const reads = referenceReads(deps)
  router.get('/trads', async (req, res) => {
    sendPrepared(req, res, await reads.translations())
  })
  return router
}
