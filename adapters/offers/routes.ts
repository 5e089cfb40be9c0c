import { type Response, Router } from 'express'
import { toLanguage } from '@contract/languages'
import { queryString } from '@contract/query-values'

import type { AppDeps } from '../start/deps'
import { sendPrepared } from '../http/compression'
import { limitUncachedReads, madeAnew } from '../http/uncached-reads'
import { offerReads, type OnMiss } from './reads'

/** GET /offers (filtered list, its map markers, or the home carousel), GET /offers/:slug (detail) and its similar offers. */
export function offersRouter(deps: AppDeps): Router {
  const { shared, views } = deps
  const router = Router()
  const uncached = limitUncachedReads(shared)
  const reads = offerReads(deps)
  const marked =
    (res: Response): OnMiss =>
    (compute) =>
      madeAnew(res, compute)

  router.get('/offers', uncached, async (req, res) => {
    sendPrepared(req, res, await reads.list(req.query, marked(res)))
  })

  router.get('/offers/:slug/similar', uncached, async (req, res) => {
    const lang = toLanguage(queryString(req.query.lang))
    sendPrepared(req, res, await reads.similar(String(req.params.slug), lang, marked(res)))
  })

  router.get('/offers/:slug', uncached, async (req, res) => {
    const lang = toLanguage(queryString(req.query.lang))
    const slug = String(req.params.slug)
    const answer = await reads.detail(slug, lang, marked(res))
    // Every found answer served is a view, kept or not; the site's server render reads in process and counts its page instead.
    views.count(slug, req.get('user-agent'), req.ip)
    sendPrepared(req, res, answer)
  })
  return router
}
