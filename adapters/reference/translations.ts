import { Router } from 'express'

import type { Translation } from '../../cms/payload-types'
import type { AppDeps } from '../start/deps'
import { sendPrepared } from '../http/compression'
import { toTranslation } from './mapper'

/** GET /trads: every site text staff have edited, in the five languages. */
export function translationsRouter({ payload, publicCache: cache }: AppDeps): Router {
  const router = Router()
  router.get('/trads', async (req, res) => {
    const answer = await cache.json('trads', async () => {
      const { docs } = await payload.find({
        collection: 'translations',
        sort: 'tr_key',
        depth: 0,
        pagination: false,
        limit: 0,
        overrideAccess: false,
      })
      return {
        err: null,
        data: (docs as Translation[]).map(toTranslation),
      }
    })
    sendPrepared(req, res, answer)
  })
  return router
}
