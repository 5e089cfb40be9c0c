import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import { createRequestHandler } from '@react-router/express'
import express, { Router } from 'express'
import type { ServerBuild } from 'react-router'

import type { Language } from '../contract/languages'

export type SiteRenderOptions = {
  /** React Router's build: `client/` (browser assets) and `server/index.js` (the renderer). */
  buildDir: string
  defaultLanguage: Language
  publicUrl: string | null
}

/**
 * The public site: hashed assets cached for a year, other built files for an hour, and every
 * other GET rendered on the server by the site's own routes (their loaders read the legacy API
 * over this process's loopback, so pages and API answers come from the same code).
 */
export function siteRender({ buildDir, defaultLanguage, publicUrl }: SiteRenderOptions): Router {
  const router = Router()
  const clientDir = path.join(buildDir, 'client')
  const serverBuild = path.join(buildDir, 'server', 'index.js')
  router.use('/assets', express.static(path.join(clientDir, 'assets'), { immutable: true, maxAge: '1y', index: false, fallthrough: false }))
  router.use(express.static(clientDir, { index: false, maxAge: '1h' }))
  if (!fs.existsSync(serverBuild)) {
    router.use((_req, res) => {
      res.status(503).type('text').send('The site is not built yet: run `npm run build:site`.')
    })
    return router
  }
  let build: Promise<ServerBuild> | null = null
  const render = createRequestHandler({
    build: () => (build ??= import(pathToFileURL(serverBuild).href) as Promise<ServerBuild>),
    mode: process.env.NODE_ENV === 'development' ? 'development' : 'production',
    getLoadContext: (req) => ({
      site: { apiOrigin: `http://127.0.0.1:${req.socket.localPort}`, defaultLanguage, publicUrl },
    }),
  })
  router.all('/{*path}', render)
  return router
}
