import fs from 'node:fs'
import path from 'node:path'

import { Router } from 'express'

import { sendPrecompressed, servePrecompressed } from './precompressed'

/**
 * The built site: hashed assets cached for a year, and index.html for every other GET so that
 * client-side routes (/offers/…, /contact, …) load the application. Text files go out in the
 * Brotli or gzip variant written at build time when the client accepts it, with a strong ETag.
 */
export function siteStatic(siteDir: string): Router {
  const router = Router()
  const indexFile = path.join(siteDir, 'index.html')
  router.use('/assets', servePrecompressed(path.join(siteDir, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false }))
  router.use(servePrecompressed(siteDir, { maxAge: '1h' }))
  router.get('/{*path}', async (req, res) => {
    if (!fs.existsSync(indexFile)) {
      res.status(503).type('text').send('The site is not built yet: run `npm run build:site`.')
      return
    }
    res.setHeader('Cache-Control', 'no-cache')
    await sendPrecompressed(req, res, indexFile)
  })
  return router
}
