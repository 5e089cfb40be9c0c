import { Router } from 'express'

import type { AppDeps } from '../start/deps'
import { askRouter } from './create'
import { actionsRouter } from './list'

/** A client's visit requests: ask for one, list the own ones. */
export function visitRoutes(deps: AppDeps): Router {
  const router = Router()
  router.use(askRouter(deps))
  router.use(actionsRouter(deps))
  return router
}
