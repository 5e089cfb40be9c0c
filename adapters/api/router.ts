import express, { Router } from 'express'

import { identifyCaller } from '../lib/caller'
import type { AppDeps } from '../lib/deps'
import { apiErrorHandler, apiNotFound } from '../lib/errors'
import { imagesRouter } from './images'
import { printRouter } from './print'
import { forgetPasswordRouter } from './forget-password'
import { messagesRouter } from './messages'

/** /api/1.0: images, print sheets, password recovery and client messages. */
export function apiRouter(deps: AppDeps): Router {
  const router = Router()
  router.use(express.json({ limit: '100kb' }))
  router.use(identifyCaller(deps.payload))
  router.use(imagesRouter(deps))
  router.use(printRouter(deps))
  router.use(forgetPasswordRouter(deps))
  router.use(messagesRouter(deps))
  router.use(apiNotFound)
  router.use(apiErrorHandler((err, msg) => deps.payload.logger.error({ err }, msg)))
  return router
}
