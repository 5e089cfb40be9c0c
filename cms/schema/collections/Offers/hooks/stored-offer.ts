import type { PayloadRequest } from 'payload'

import { keepRequestLocale } from '../../../../domain/payload/keep-request-locale'

/**
 * The offer as stored, its newest draft included, in one language or all ('all'), without
 * fallback; null when it cannot be read. Read inside the save's transaction, keeping its locale.
 */
export const readStoredOffer = (req: PayloadRequest, id: number | string, locale: 'all' | 'fr') =>
  keepRequestLocale(req, () =>
    req.payload
      .findByID({
        collection: 'offers',
        id,
        locale,
        fallbackLocale: false,
        depth: 0,
        draft: true,
        overrideAccess: true,
        req,
      })
      .catch(() => null),
  )
