import express, { Router } from 'express'

import type { AppDeps } from '../start/deps'
import { identifyCaller } from '../auth/caller'
import { apiErrorHandler, apiNotFound } from './errors'

/**
 * One legacy API mount: JSON bodies, the caller identified from its token, the resources' routers
 * in order, then the legacy not-found and error answers. /web/1.0 and /api/1.0 are both built here.
 */
export function legacyApi(deps: AppDeps, resources: Router[]): Router {
  const router = Router()
  router.use(express.json({ limit: '100kb' }))
  router.use(identifyCaller(deps.payload))
  for (const resource of resources) router.use(resource)
  router.use(apiNotFound)
  router.use(apiErrorHandler((err, msg) => deps.payload.logger.error({ err }, msg)))
  return router
}
