import express, { Router } from 'express'

import { identifyCaller } from '../lib/caller'
import type { AppDeps } from '../lib/deps'
import { apiErrorHandler, apiNotFound } from '../lib/errors'
import { captchaRouter } from './captcha'
import { contactusRouter } from './contactus'
import { districtsRouter } from './districts'
import { itemsRouter } from './items'
import { offersRouter } from './offers'
import { clientAccountRoutes } from './signin-routes'
import { siteConfigRouter } from './site-config'
import { tradsRouter } from './trads'

/** /web/1.0: the public legacy API used by the site. */
export function webRouter(deps: AppDeps): Router {
  const router = Router()
  router.use(express.json({ limit: '100kb' }))
  router.use(identifyCaller(deps.payload))
  router.use(siteConfigRouter(deps))
  router.use(captchaRouter())
  router.use(offersRouter(deps))
  router.use(districtsRouter(deps))
  router.use(itemsRouter(deps))
  router.use(tradsRouter(deps))
  router.use(contactusRouter(deps))
  router.use(clientAccountRoutes(deps))
  router.use(apiNotFound)
  router.use(apiErrorHandler((err, msg) => deps.payload.logger.error({ err }, msg)))
  return router
}
