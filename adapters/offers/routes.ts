import { Router } from 'express'
import { toLanguage } from '@contract/languages'
import { ApiError } from '@contract/api-error'
import { queryString } from '@contract/query-values'

import type { Offer } from '../../cms/payload-types'
import type { AppDeps } from '../start/deps'
import { offerWhere, parseOfferFilter } from '../../cms/offers/filter'
import { sendPrepared } from '../http/compression'
import {
  countPublicOffers,
  findPublicOffers,
  OFFER_SELECT,
  servicesIn,
  withRelations,
} from './repository'
import { findMapMarkers } from './map-markers'
import { featuredWhere } from './featured'
import { findSimilarOffers, SCORE_SELECT } from './similar'
import { isSiteRender } from '../http/site-render-key'
import { limitUncachedReads, madeAnew } from '../http/uncached-reads'
import { idPatternOf } from '../../cms/id-pattern'

/** `view=map`: the compact answer of the map (every match, no page); absent or `list`: the list. */
function viewOf(q: Record<string, unknown>): 'list' | 'map' {
  const v = q.view
  if (v === undefined || v === '' || v === 'list') return 'list'
  if (v === 'map') return 'map'
  throw new ApiError('invalid_input', 'view must be list or map', ['view'])
}

/** GET /offers (filtered list, its map markers, or the home carousel), GET /offers/:slug (detail) and its similar offers. */
export function offersRouter({ payload, shared, publicCache: cache, views }: AppDeps): Router {
  const router = Router()
  const uncached = limitUncachedReads(shared)
  const numericIds = payload.db.defaultIDType === 'number'
  const idPattern = idPatternOf(payload)
  const toId = (s: string) => (numericIds ? Number(s) : s)

  router.get('/offers', uncached, async (req, res) => {
    const view = viewOf(req.query)
    const filter = parseOfferFilter(req.query, idPattern)
    if (view === 'map') {
      const markers = await cache.json(
        `offers-map:${JSON.stringify({ ...filter, skip: 0, limit: 0, sort: undefined })}`,
        madeAnew(res, async () => ({
          err: null,
          data: await findMapMarkers(payload, offerWhere(filter, toId), filter.lang),
        })),
      )
      return sendPrepared(req, res, markers)
    }
    // The key is the whole validated filter, its order and the home row's flag included.
    const answer = await cache.json(
      `offers:${JSON.stringify(filter)}`,
      madeAnew(res, async () => {
        const where = offerWhere(filter, toId)
        const [found, rowsAll, services] = await Promise.all([
          findPublicOffers(
            payload,
            filter.featured ? await featuredWhere(payload, where) : where,
            filter.lang,
            filter.skip,
            filter.limit,
            filter,
          ),
          countPublicOffers(payload),
          servicesIn(payload, filter.lang),
        ])
        return {
          err: null,
          data: await withRelations(payload, found.docs, filter.lang),
          meta: { total: found.total, rows_all: rowsAll },
          items_services: services,
        }
      }),
    )
    sendPrepared(req, res, answer)
  })

  router.get('/offers/:slug/similar', uncached, async (req, res) => {
    const lang = toLanguage(queryString(req.query.lang))
    const slug = String(req.params.slug)
    if (slug.length > 200) throw new ApiError('not_found', 'No such offer')
    const answer = await cache.json(
      `similar:${lang}:${slug}`,
      madeAnew(res, async () => {
        const found = await payload.find({
          collection: 'offers',
          where: { of_slug_fr: { equals: slug } },
          select: SCORE_SELECT,
          depth: 0,
          limit: 1,
          pagination: false,
          overrideAccess: false,
        })
        const target = found.docs[0] as Offer | undefined
        if (!target) throw new ApiError('not_found', 'No such offer')
        return {
          err: null,
          data: await withRelations(payload, await findSimilarOffers(payload, target, lang), lang),
        }
      }),
    )
    sendPrepared(req, res, answer)
  })

  router.get('/offers/:slug', uncached, async (req, res) => {
    const lang = toLanguage(queryString(req.query.lang))
    const slug = String(req.params.slug)
    if (slug.length > 200) throw new ApiError('not_found', 'No such offer')
    const answer = await cache.json(
      `offer:${lang}:${slug}`,
      madeAnew(res, async () => {
        const [found, services] = await Promise.all([
          payload.find({
            collection: 'offers',
            where: { of_slug_fr: { equals: slug } },
            select: OFFER_SELECT,
            depth: 0,
            locale: lang,
            limit: 1,
            pagination: false,
            overrideAccess: false,
          }),
          servicesIn(payload, lang),
        ])
        const offer = found.docs[0] as Offer | undefined
        if (!offer) throw new ApiError('not_found', 'No such offer')
        const [data] = await withRelations(payload, [offer], lang)
        return { err: null, data, items_services: services }
      }),
    )
    // Counted on every found answer, kept or not; the site's own render counts its page instead.
    if (!isSiteRender(req)) views.count(slug, req.get('user-agent'), req.ip)
    sendPrepared(req, res, answer)
  })
  return router
}
