import { Router } from 'express'

import type { Translation } from '../../cms/payload-types'
import type { AppDeps } from '../lib/deps'
import { toLegacyTranslation } from './mappers/reference'

/** GET /trads: every site text staff have edited, in the five languages. */
export function tradsRouter({ payload }: AppDeps): Router {
  const router = Router()
  router.get('/trads', async (_req, res) => {
    const { docs } = await payload.find({ collection: 'translations', sort: 'tr_key', depth: 0, pagination: false, limit: 0, overrideAccess: false })
    res.json({ err: null, data: (docs as Translation[]).map(toLegacyTranslation) })
  })
  return router
}
