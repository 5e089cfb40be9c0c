import { Router } from 'express'

import type { AppDeps } from '../start/deps'
import { sendPrepared } from '../http/compression'
import { referenceReads } from './reads'

/**
 * Agency details the site shows in its header and footer, and its map's tiles, from configuration.
 * Kept like the other public answers (read by every page the server renders).
 */
export function siteConfigRouter(deps: AppDeps): Router {
  const router = Router()
  const reads = referenceReads(deps)
  router.get('/site', async (req, res) => {
    sendPrepared(req, res, await reads.siteConfig())
  })
  return router
}
