import { Router } from 'express'

import { sendPrepared } from '../http/compression'
import type { AppDeps } from '../start/deps'
import { readContentPage } from './reads'

/**
 * GET /pages/:name?lang=: a content page's text as staff last saved it (see readContentPage). Kept
 * in the public cache until the next save of any public data.
 */
export function contentPagesRouter(deps: AppDeps): Router {
  const router = Router()
  const page = readContentPage(deps)
  router.get('/pages/:name', async (req, res) => {
    sendPrepared(req, res, await page(req.params.name, req.query.lang))
  })
  return router
}
