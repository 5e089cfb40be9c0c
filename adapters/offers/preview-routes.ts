import { Router, type RequestHandler } from 'express'

import { toLocale } from '../../cms/locales'
import type { Offer } from '../../cms/payload-types'
import { verifyPreviewToken } from '../auth/preview-tokens'
import { ApiError } from '../http/errors'
import type { AppDeps } from '../start/deps'
import { previewDraft } from './preview-draft'
import { OFFER_SELECT, servicesIn, withRelations } from './repository'

/** A preview shows what is not public: it is kept by no cache, shared or not, and indexed by no engine. */
export const privateAnswer: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'private, no-store')
  res.setHeader('X-Robots-Tag', 'noindex')
  next()
}

const isRecord = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v)

/**
 * POST /preview/offer `{ token, lang, data? }`: the public detail of an offer as it would be with
 * the admin's unsaved form values (`data`), mapped exactly as GET /offers/:slug maps it. Only the
 * bearer of a preview token (made for a staff member in the admin, for this offer) is answered,
 * published or not; nothing of it reaches the public caches.
 */
export function offerPreviewRouter({ payload }: AppDeps): Router {
  const router = Router()
  router.post('/preview/offer', privateAnswer, async (req, res) => {
    const body: unknown = req.body
    if (!isRecord(body) || body.token === undefined || body.token === '') throw new ApiError('unauthenticated', 'A preview token is required', ['token'])
    const grant = await verifyPreviewToken(payload.secret, body.token)
    if (!grant) throw new ApiError('unauthenticated', 'The preview token is invalid or expired', ['token'])
    if (body.data !== undefined && !isRecord(body.data)) throw new ApiError('invalid_input', 'data must be an object', ['data'])
    if (body.lang !== undefined && typeof body.lang !== 'string') throw new ApiError('invalid_input', 'lang must be a language code', ['lang'])
    const staff = await payload.findByID({ collection: 'users', id: grant.userId, depth: 0, overrideAccess: true, disableErrors: true })
    if (!staff) throw new ApiError('forbidden', 'The preview token belongs to no staff account any more')
    const lang = toLocale(body.lang)
    const saved = (await payload.findByID({ collection: 'offers', id: grant.offerId, draft: true, locale: lang, depth: 0, select: OFFER_SELECT, overrideAccess: true, disableErrors: true })) as Offer | null
    if (!saved) throw new ApiError('not_found', 'No such offer')
    const [[data], services] = await Promise.all([withRelations(payload, [previewDraft(saved, body.data ?? {})], lang), servicesIn(payload, lang)])
    res.json({ err: null, data, items_services: services })
  })
  return router
}
