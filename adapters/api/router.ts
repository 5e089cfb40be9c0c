import type { Router } from 'express'

import { forgetPasswordRouter } from '../accounts/password-reset'
import { legacyApi } from '../http/legacy-api'
import { imagesRouter } from '../media/routes'
import { messagesRouter } from '../messages/unread-count'
import { printRouter } from '../offers/print/routes'
import type { AppDeps } from '../start/deps'

/** /api/1.0: images, print sheets, password recovery and client messages. */
export function apiRouter(deps: AppDeps): Router {
  return legacyApi(deps, [imagesRouter(deps), printRouter(deps), forgetPasswordRouter(deps), messagesRouter(deps)])
}
