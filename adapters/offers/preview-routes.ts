import { Router } from 'express'

import { renewPreviewToken } from '../auth/preview-request'
import { OFFER_PREVIEW_TOKENS } from '@cms/domain/auth/preview-tokens'
import { privateAnswer } from '../http/private-answer'
import type { AppDeps } from '../start/deps'
import { previewOffer } from './preview-read'

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
    res.json(await previewOffer(payload, req.body))
  })
  router.post('/preview/offer/token', privateAnswer, async (req, res) => {
    res.json({ err: null, data: await renewPreviewToken(payload, req.body, OFFER_PREVIEW_TOKENS) })
  })
  return router
}
