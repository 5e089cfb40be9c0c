import path from 'node:path'
import { fileURLToPath } from 'node:url'

import express, { type RequestHandler } from 'express'

import { apiRouter } from './api/router'
import type { AppDeps } from './start/deps'
import { securityHeaders } from './http/security-headers'
import { siteStatic } from './http/site-static'
import { webRouter } from './web/router'

export const SITE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../site/dist')

export type AppOptions = AppDeps & {
  /** Next's request handler serving Payload's admin and REST API; absent in API-only tests. */
  nextHandler?: RequestHandler
  siteDir?: string
}

/** Builds the one Express app: legacy API, Payload admin through Next, and the site. */
export function createApp({ nextHandler, siteDir = SITE_DIR, ...deps }: AppOptions): express.Express {
  const app = express()
  app.disable('x-powered-by')
  app.set('trust proxy', deps.env.TRUST_PROXY)
  app.use(securityHeaders)
  app.use('/web/1.0', webRouter(deps))
  app.use('/api/1.0', apiRouter(deps))
  if (nextHandler) {
    // Next reads the raw request itself: no body parser runs before it.
    app.all(['/admin', '/admin/{*rest}', '/cms-api/{*rest}', '/_next/{*rest}'], nextHandler)
  }
  app.use(siteStatic(siteDir))
  return app
}
