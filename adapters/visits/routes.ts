import { Router } from 'express'

import type { AppDeps } from '../start/deps'
import { createVisitRequestRouter } from './create'
import { listVisitRequestsRouter } from './list'

/** A client's visit requests: ask for one, list the own ones. */
export function visitRequestRoutes(deps: AppDeps): Router {
  const router = Router()
  router.use(createVisitRequestRouter(deps))
  router.use(listVisitRequestsRouter(deps))
  return router
}
