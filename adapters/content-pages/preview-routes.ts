import { Router } from 'express'

import { renewPreviewToken } from '../auth/preview-request'
import { PAGES_PREVIEW_TOKENS } from '@cms/domain/auth/preview-tokens'
import { privateAnswer } from '../http/private-answer'
import type { AppDeps } from '../start/deps'
import { previewContentPages } from './preview-read'

/**
 * POST /preview/pages `{ token, lang, data? }`: the agency, partners and legal notice texts as
 * they would be with the admin's unsaved form values, rendered and sanitised as a save renders
 * them. Only the bearer of a content-pages preview token (made for a staff member in the admin)
 * is answered; nothing of it reaches the public caches. POST /preview/pages/token `{ token }`: a
 * fresh token for the same staff member and admin session.
 */
export function contentPagesPreviewRouter({ payload }: AppDeps): Router {
  const router = Router()
  router.post('/preview/pages', privateAnswer, async (req, res) => {
    res.json(await previewContentPages(payload, req.body))
  })
  router.post('/preview/pages/token', privateAnswer, async (req, res) => {
    res.json({ err: null, data: await renewPreviewToken(payload, req.body, PAGES_PREVIEW_TOKENS) })
  })
  return router
}
