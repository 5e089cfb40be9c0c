import path from 'node:path'
import { fileURLToPath } from 'node:url'

import express, { type RequestHandler } from 'express'

import { apiRouter } from './api/router'
import type { AppDeps } from './start/deps'
import { compressAnswers, neverCompressed } from './http/compression'
import { healthRouter, type Readiness } from './ops/health'
import type { ServerMetrics } from './ops/metrics'
import { metricsRouter } from './ops/metrics-route'
import { refuseMalformedHost } from './http/request-host'
import { refuseNulInAddress } from './http/nul-in-address'
import { refuseUnusedMethods } from './http/unused-methods'
import { securityHeaders } from './http/security-headers'
import { inProcessData } from './render/in-process-data'
import { keptAssetsDir, keptAssetsFallback } from './render/kept-assets'
import { siteRender } from './render/site-render'
import { webRouter } from './web/router'
import { cmsApiGuard, staffLoginLimit } from './admin/cms-api-guard'
import { uploadedFileAnswers } from './admin/uploaded-files'
import { adminInFrenchByDefault } from './admin/admin-language'
import { createSharedState } from './http/shared-state'
import { limitUncachedReads } from './http/uncached-reads'
import { crawlFilesRouter } from './seo/routes'
import { feedsRouter } from './feeds/routes'
import { createServices, type Services } from './start/services'

export const SITE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../site/build')

export type AppOptions = Omit<AppDeps, 'shared' | keyof Services> & {
  /** Rate limits and used robot-check solutions; in memory unless the server shares them through Redis. */
  shared?: AppDeps['shared']
  /** The server's cache, view counter and render threads; their owner closes them (new ones otherwise). */
  services?: Services
  /** Next's request handler serving Payload's admin and REST API; absent in API-only tests. */
  nextHandler?: RequestHandler
  siteDir?: string
  /** Whether the process is closing, and how Redis is reached when it is used: what /readyz reports. */
  health?: { readiness: Readiness; pingRedis?: () => Promise<unknown> }
  /** The server's metrics: counted here (page renders) and served at /metrics; absent, neither. */
  metrics?: ServerMetrics
}

/** Builds the one Express app: legacy API, Payload admin through Next, robots.txt and sitemaps, and the site. */
export function createApp({
  nextHandler,
  siteDir = SITE_DIR,
  shared = createSharedState(),
  services,
  health = { readiness: { draining: false } },
  metrics,
  ...rest
}: AppOptions): express.Express {
  const deps: AppDeps = { ...rest, ...(services ?? createServices(rest.payload, rest.env)), shared }
  const app = express()
  app.disable('x-powered-by')
  app.set('trust proxy', deps.env.TRUST_PROXY)
  app.use(refuseMalformedHost)
  app.use(refuseNulInAddress)
  app.use(refuseUnusedMethods)
  app.use(healthRouter({ payload: deps.payload, siteDir, ...health }))
  if (metrics) app.use(metricsRouter(metrics, deps.env.METRICS_TOKEN))
  app.use(securityHeaders)
  app.use(compressAnswers({ skip: neverCompressed }))
  app.use('/web/1.0', webRouter(deps))
  app.use('/api/1.0', apiRouter(deps))
  if (nextHandler) {
    // Next reads the raw request itself: no body parser runs before it.
    app.post('/cms-api/users/login', staffLoginLimit(shared))
    app.use('/cms-api', cmsApiGuard(deps.payload))
    app.use('/cms-api', uploadedFileAnswers)
    app.use('/admin', adminInFrenchByDefault)
    app.all(['/admin', '/admin/{*rest}', '/cms-api/{*rest}', '/_next/{*rest}'], nextHandler)
  }
  app.use('/feeds', feedsRouter(deps))
  app.use(crawlFilesRouter(deps))
  // A hashed asset of another build (rolling deploys) from the store all instances share; before the site's own asset route, which answers 404.
  if (deps.env.ASSETS_KEEP_DAYS > 0)
    app.use(
      '/assets',
      keptAssetsFallback({
        assetsDir: path.join(siteDir, 'client', 'assets'),
        storeDir: keptAssetsDir(deps.env.dataDir),
      }),
    )
  app.use(
    siteRender({
      buildDir: siteDir,
      defaultLanguage: deps.env.DEFAULT_LANG,
      publicUrl: deps.env.PUBLIC_URL,
      cache: deps.publicCache,
      data: inProcessData(deps),
      countOfferView: (slug, userAgent, visitor) => deps.views.count(slug, userAgent, visitor),
      limitUncached: limitUncachedReads(shared),
      renderThreads: deps.env.RENDER_THREADS,
      renderPools: deps.renderPool.of,
      rendered: metrics?.pageRendered,
    }),
  )
  return app
}
