import fs from 'node:fs'
import path from 'node:path'

import express, { Router } from 'express'

/**
 * The built site: hashed assets cached for a year, and index.html for every other GET so that
 * client-side routes (/offers/…, /contact, …) load the application.
 */
export function siteStatic(siteDir: string): Router {
  const router = Router()
  const indexFile = path.join(siteDir, 'index.html')
  router.use('/assets', express.static(path.join(siteDir, 'assets'), { immutable: true, maxAge: '1y', index: false, fallthrough: false }))
  router.use(express.static(siteDir, { index: false, maxAge: '1h' }))
  router.get('/{*path}', (_req, res) => {
    if (!fs.existsSync(indexFile)) {
      res.status(503).type('text').send('The site is not built yet: run `npm run build:site`.')
      return
    }
    res.setHeader('Cache-Control', 'no-cache')
    res.sendFile(indexFile)
  })
  return router
}
