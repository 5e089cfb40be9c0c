import type { Router } from 'express'

import { passwordResetRouter } from '../accounts/password-reset'
import { legacyApi } from '../http/legacy-api'
import { mailLogoRouter } from '../media/mail-logo'
import { imagesRouter } from '../media/routes'
import { unreadAgencyMessagesRouter } from '../messages/unread-count'
import { printRouter } from '../offers/print/routes'
import type { AppDeps } from '../start/deps'

/** /api/1.0: images, print sheets, password recovery and client messages. */
export function apiRouter(deps: AppDeps): Router {
  return legacyApi(deps, [
    imagesRouter(deps),
    mailLogoRouter(),
    printRouter(deps),
    passwordResetRouter(deps),
    unreadAgencyMessagesRouter(deps),
  ])
}
