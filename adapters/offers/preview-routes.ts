import { Router } from 'express'
import { ApiError } from '@contract/api-error'

import type { Offer } from '../../cms/payload-types'
import { previewRequest, renewPreviewToken } from '../auth/preview-request'
import { OFFER_PREVIEW_TOKENS, verifyPreviewToken } from '../../cms/auth/preview-tokens'
import { privateAnswer } from '../http/private-answer'
import type { AppDeps } from '../start/deps'
import { asVisitorReads } from './preview-as-visitor'
import { previewDraft } from './preview-draft'
import { OFFER_SELECT, servicesIn, withRelations } from './repository'

/**
 * POST /preview/offer `{ token, lang, data? }`: the public detail of an offer as it would be with
 * the admin's unsaved form values (`data`), mapped exactly as GET /offers/:slug maps it. Only the
 * bearer of a preview token (made for a staff member in the admin, for this offer) is answered,
 * published or not; nothing of it reaches the public caches. POST /preview/offer/token `{ token }`:
 * a fresh token for the same offer, staff member and admin session.
 */
export function offerPreviewRouter({ payload }: AppDeps): Router {
  const router = Router()
  router.post('/preview/offer', privateAnswer, async (req, res) => {
    const {
      grant,
      lang,
      data: unsaved,
    } = await previewRequest(payload, req.body, verifyPreviewToken)
    const saved = (await payload.findByID({
      collection: 'offers',
      id: grant.offerId,
      draft: true,
      locale: lang,
      depth: 0,
      select: OFFER_SELECT,
      overrideAccess: true,
      disableErrors: true,
    })) as Offer | null
    if (!saved) throw new ApiError('not_found', 'No such offer')
    const draft = await asVisitorReads(payload, previewDraft(saved, unsaved))
    const [[data], services] = await Promise.all([
      withRelations(payload, [draft], lang),
      servicesIn(payload, lang),
    ])
    res.json({ err: null, data, items_services: services })
  })
  router.post('/preview/offer/token', privateAnswer, async (req, res) => {
    res.json({ err: null, data: await renewPreviewToken(payload, req.body, OFFER_PREVIEW_TOKENS) })
  })
  return router
}
