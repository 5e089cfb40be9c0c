import type { Router } from 'express'

import { accountRoutes } from '../accounts/routes'
import { captchaRouter } from '../auth/captcha-routes'
import { contactMessagesRouter } from '../contact-messages/routes'
import { contentPagesPreviewRouter } from '../content-pages/preview-routes'
import { legacyApi } from '../http/legacy-api'
import { agencyMessagesRouter } from '../messages/routes'
import { clientViewsRouter } from '../offers/client-views'
import { offerPreviewRouter } from '../offers/preview-routes'
import { savedSearchesRouter } from '../searches/routes'
import type { AppDeps } from '../start/deps'
import { valuationRouter } from '../valuation/routes'
import { visitRequestRoutes } from '../visits/routes'
import { webReadsRouter } from './web-reads-router'

/** /web/1.0: the public legacy API used by the site (its public reads mounted from the contract's table). */
export function webRouter(deps: AppDeps): Router {
  return legacyApi(deps, [
    webReadsRouter(deps),
    captchaRouter(),
    offerPreviewRouter(deps),
    contentPagesPreviewRouter(deps),
    contactMessagesRouter(deps),
    valuationRouter(deps),
    accountRoutes(deps),
    visitRequestRoutes(deps),
    savedSearchesRouter(deps),
    agencyMessagesRouter(deps),
    clientViewsRouter(deps),
  ])
}
