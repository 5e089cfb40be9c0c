import type { Router } from 'express'

import { accountRoutes } from '../accounts/routes'
import { captchaRouter } from '../auth/captcha-routes'
import { contactusRouter } from '../contact-messages/routes'
import { legacyApi } from '../http/legacy-api'
import { contactMessagesRouter } from '../messages/routes'
import { offersRouter } from '../offers/routes'
import { districtsRouter } from '../reference/districts'
import { itemsRouter } from '../reference/items'
import { siteConfigRouter } from '../reference/site-config'
import { tradsRouter } from '../reference/translations'
import type { AppDeps } from '../start/deps'
import { visitRoutes } from '../visits/routes'

/** /web/1.0: the public legacy API used by the site. */
export function webRouter(deps: AppDeps): Router {
  return legacyApi(deps, [
    siteConfigRouter(deps),
    captchaRouter(),
    offersRouter(deps),
    districtsRouter(deps),
    itemsRouter(deps),
    tradsRouter(deps),
    contactusRouter(deps),
    accountRoutes(deps),
    visitRoutes(deps),
    contactMessagesRouter(deps),
  ])
}
