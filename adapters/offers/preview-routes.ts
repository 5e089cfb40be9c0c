import { Router } from 'express'

import type { Offer } from '../../cms/payload-types'
import { previewRequest } from '../auth/preview-request'
import { verifyPreviewToken } from '../auth/preview-tokens'
import { ApiError } from '../http/errors'
import { privateAnswer } from '../http/private-answer'
import type { AppDeps } from '../start/deps'
import { previewDraft } from './preview-draft'
import { OFFER_SELECT, servicesIn, withRelations } from './repository'

/**
 * POST /preview/offer `{ token, lang, data? }`: the public detail of an offer as it would be with
 * the admin's unsaved form values (`data`), mapped exactly as GET /offers/:slug maps it. Only the
 * bearer of a preview token (made for a staff member in the admin, for this offer) is answered,
 * published or not; nothing of it reaches the public caches.
 */
export function offerPreviewRouter({ payload }: AppDeps): Router {
  const router = Router()
  router.post('/preview/offer', privateAnswer, async (req, res) => {
    const { grant, lang, data: unsaved } = await previewRequest(payload, req.body, verifyPreviewToken)
    const saved = (await payload.findByID({ collection: 'offers', id: grant.offerId, draft: true, locale: lang, depth: 0, select: OFFER_SELECT, overrideAccess: true, disableErrors: true })) as Offer | null
    if (!saved) throw new ApiError('not_found', 'No such offer')
    const [[data], services] = await Promise.all([withRelations(payload, [previewDraft(saved, unsaved)], lang), servicesIn(payload, lang)])
    res.json({ err: null, data, items_services: services })
  })
  return router
}
