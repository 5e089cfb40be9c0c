import { Router } from 'express'

import { requireCaller } from '../auth/caller'
import type { AppDeps } from '../start/deps'
import { toVisitRequest } from './mapper'

/** The most requests a client area lists; far above what one client ever asks. */
const MAX_VISIT_REQUESTS = 500

/** GET /actions: the caller's own visit requests, newest first (Payload's read access narrows them). */
export function listVisitRequestsRouter({ payload }: AppDeps): Router {
  const router = Router()
  router.get('/actions', requireCaller, async (req, res) => {
    const { docs } = await payload.find({
      collection: 'actions',
      where: { contact: { equals: req.caller!.id } },
      sort: ['-createdAt', '-id'],
      limit: MAX_VISIT_REQUESTS,
      depth: 1,
      locale: 'all',
      populate: { offers: { of_slug_fr: true, of_name: true } },
      overrideAccess: false,
      user: req.caller,
      pagination: false,
    })
    res.json({ err: null, data: docs.map((d) => toVisitRequest(d)) })
  })
  return router
}
