import { type Request, type RequestHandler, Router } from 'express'
import { WEB_READ_NAMES, WEB_READS, type WebReadName } from '@contract/web-reads'

import { sendPrepared } from '../http/compression'
import { limitUncachedReads, madeAnew } from '../http/uncached-reads'
import type { AppDeps } from '../start/deps'
import { webReadHandlers } from './web-read-handlers'

/**
 * The GET routes of the public reads, mounted from the contract's table: one per path, answered by
 * the read's handler. A read with a fixed query (the map's markers) is a mode of its path's route,
 * which reads the query itself.
 */
export function webReadsRouter(deps: AppDeps): Router {
  const { shared, views } = deps
  const router = Router()
  const handlers = webReadHandlers(deps)
  const budget = limitUncachedReads(shared)
  const noBudget: RequestHandler = (_req, _res, next) => next()
  // Every found detail served is a view, kept or not; the site's server render reads in process and counts its page instead.
  const served: Partial<Record<WebReadName, (req: Request) => void>> = {
    offer: (req) => views.count(String(req.params.slug), req.get('user-agent'), req.ip),
  }

  for (const name of WEB_READ_NAMES) {
    const { path, fixedQuery } = WEB_READS[name]
    if (fixedQuery) continue
    const handler = handlers[name]
    router.get(path, handler.budgeted ? budget : noBudget, async (req, res) => {
      const params = Object.entries(req.params).map(([key, value]) => [key, String(value)])
      const input = { path: Object.fromEntries(params), query: req.query }
      const answer = await handler.answer(input, (compute) => madeAnew(res, compute))
      served[name]?.(req)
      sendPrepared(req, res, answer)
    })
  }
  return router
}
