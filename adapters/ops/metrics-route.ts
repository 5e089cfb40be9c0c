import { Router } from 'express'

import { metricsAccess } from './metrics-access'
import type { ServerMetrics } from './metrics'

/**
 * GET /metrics: this instance's metrics in Prometheus' text format, for a process on this machine
 * or a scraper with `Authorization: Bearer <METRICS_TOKEN>` (see metricsAccess). Anyone else goes
 * on to the site like any unknown address and gets its 404 page, so nothing tells them it exists;
 * a wrong token gets a 401.
 */
export function metricsRouter(metrics: ServerMetrics, token: string | undefined): Router {
  const router = Router()
  router.get('/metrics', async (req, res, next) => {
    const access = metricsAccess(req, token)
    if (access === 'hidden') return next()
    if (access === 'refused') {
      res
        .status(401)
        .set({ 'WWW-Authenticate': 'Bearer', 'Cache-Control': 'no-store' })
        .type('text')
        .send('Unauthorized')
      return
    }
    try {
      const text = await metrics.text()
      res
        .set({ 'Content-Type': metrics.registry.contentType, 'Cache-Control': 'no-store' })
        .send(text)
    } catch (err) {
      next(err)
    }
  })
  return router
}
