import { Router } from 'express'

import type { AppDeps } from '../start/deps'
import { aiCatalog } from './ai-catalog'
import { fileIn, packFiles } from './file-bundle'
import { llmsTxt } from './llms-txt'
import { robotsTxt } from './robots-txt'
import { siteOrigin } from './site-origin'
import { buildSitemaps, SITEMAP_LIMITS, type SitemapLimits } from './sitemap-files'

/** Crawlers read these files often; five minutes of reuse is still fresh enough for new offers. */
const CACHE_CONTROL = 'public, max-age=300'

/**
 * GET /robots.txt, GET /llms.txt and /.well-known/ai-catalog.json (the agency and its site for
 * language models and assistants), and GET /sitemap.xml with, when it is an index, /sitemaps/pages.xml and
 * /sitemaps/offers-<n>.xml. The sitemap files are built together once, kept in the public cache,
 * and rebuilt only when the public data changes.
 */
export function crawlFilesRouter(
  { payload, env, publicCache: cache }: Pick<AppDeps, 'payload' | 'env' | 'publicCache'>,
  limits: SitemapLimits = SITEMAP_LIMITS,
): Router {
  const router = Router()

  router.get('/robots.txt', (req, res) => {
    res
      .set('Cache-Control', CACHE_CONTROL)
      .type('text/plain')
      .send(robotsTxt(siteOrigin(env.PUBLIC_URL, req)))
  })

  const agency = {
    name: env.AGENCY_NAME,
    address: env.AGENCY_ADDRESS,
    phone: env.AGENCY_PHONE,
    email: env.AGENCY_EMAIL,
  }
  router.get('/llms.txt', (req, res) => {
    res
      .set('Cache-Control', CACHE_CONTROL)
      .type('text/markdown; charset=utf-8')
      .send(llmsTxt(siteOrigin(env.PUBLIC_URL, req), agency))
  })

  router.get('/.well-known/ai-catalog.json', (req, res) => {
    res.set('Cache-Control', CACHE_CONTROL).json(aiCatalog(siteOrigin(env.PUBLIC_URL, req), agency))
  })

  router.get(['/sitemap.xml', '/sitemaps/:file'], async (req, res) => {
    const origin = siteOrigin(env.PUBLIC_URL, req)
    let bundle: Buffer
    try {
      bundle = await cache.bytes(
        `seo:sitemaps:${origin}:${limits.maxUrls}:${limits.maxBytes}`,
        async () => packFiles(await buildSitemaps(payload, origin, limits)),
      )
    } catch (err) {
      payload.logger.error({ err }, 'the sitemap could not be built')
      res
        .status(503)
        .set('Retry-After', '60')
        .type('text/plain')
        .send('The sitemap is not available right now.')
      return
    }
    const file = fileIn(bundle, req.path.slice(1))
    if (!file) {
      res.status(404).type('text/plain').send('No such sitemap.')
      return
    }
    res.set('Cache-Control', CACHE_CONTROL).type('application/xml; charset=utf-8').send(file)
  })
  return router
}
