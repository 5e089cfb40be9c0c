import { Router } from 'express'

import { sendPrepared } from '../http/compression'
import type { AppDeps } from '../start/deps'
import { readPrivacy } from './reads'

/** GET /privacy: the retention period the legal notice states. */
export function privacyRouter(deps: AppDeps): Router {
  const router = Router()
  const privacy = readPrivacy(deps)
  router.get('/privacy', async (req, res) => {
    sendPrepared(req, res, await privacy())
  })
  return router
}
