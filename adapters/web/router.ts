import type { Router } from 'express'

import { accountRoutes } from '../accounts/routes'
import { captchaRouter } from '../auth/captcha-routes'
import { contactMessagesRouter } from '../contact-messages/routes'
import { contentPagesPreviewRouter } from '../content-pages/preview-routes'
import { contentPagesRouter } from '../content-pages/routes'
import { costsRouter } from '../costs/routes'
import { legacyApi } from '../http/legacy-api'
import { agencyMessagesRouter } from '../messages/routes'
import { offerPreviewRouter } from '../offers/preview-routes'
import { offersRouter } from '../offers/routes'
import { privacyRouter } from '../privacy/routes'
import { districtsRouter } from '../reference/districts'
import { itemsRouter } from '../reference/items'
import { ratesRouter } from '../reference/rates'
import { siteConfigRouter } from '../reference/site-config'
import { savedSearchesRouter } from '../searches/routes'
import { translationsRouter } from '../reference/translations'
import type { AppDeps } from '../start/deps'
import { valuationRouter } from '../valuation/routes'
import { visitRequestRoutes } from '../visits/routes'

/** /web/1.0: the public legacy API used by the site. */
export function webRouter(deps: AppDeps): Router {
  return legacyApi(deps, [
    siteConfigRouter(deps),
    captchaRouter(),
    offersRouter(deps),
    offerPreviewRouter(deps),
    costsRouter(deps),
    privacyRouter(deps),
    contentPagesRouter(deps),
    contentPagesPreviewRouter(deps),
    districtsRouter(deps),
    itemsRouter(deps),
    ratesRouter(deps),
    translationsRouter(deps),
    contactMessagesRouter(deps),
    valuationRouter(deps),
    accountRoutes(deps),
    visitRequestRoutes(deps),
    savedSearchesRouter(deps),
    agencyMessagesRouter(deps),
  ])
}
