import { Router, type Request, type RequestHandler } from 'express'
import type { Payload } from 'payload'
import { queryString } from '@contract/query-values'

import type { AppDeps } from '../start/deps'
import type { Portal } from '@cms/payload-types'
import { PORTAL_FORMATS, type PortalFormat } from '@cms/schema/collections/Portals'
import { sendPrepared } from '../http/compression'
import { siteOrigin } from '../seo/site-origin'
import { buildFeed } from './build-feed'
import { countFeedFetch } from './fetch-counter'
import { createLastModified } from './last-modified'
import { feedPhotosRouter } from './feed-photos'

const TOKEN = /^[A-Za-z0-9_-]{16,128}$/

const formatOf = (file: string): PortalFormat | null => {
  const format = file.endsWith('.xml') ? file.slice(0, -4) : ''
  return (PORTAL_FORMATS as readonly string[]).includes(format) ? (format as PortalFormat) : null
}

/** The active portal of this format whose token the address carries, or null. */
async function portalOf(payload: Payload, req: Request, format: PortalFormat) {
  const token = queryString(req.query.token)
  if (!token || !TOKEN.test(token)) return null
  const { docs } = await payload.find({
    collection: 'portals',
    where: { token: { equals: token } },
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
  })
  const portal = docs[0] as Portal | undefined
  return portal && portal.active === true && portal.format === format ? portal : null
}

/**
 * GET /feeds/kyero.xml and /feeds/jamesedition.xml?token=… — a portal's feed. Anything but an
 * active portal's own token for its own format is an unknown address (the same 404 as any
 * other address under /feeds: nothing tells a wrong token from a revoked one). The feed is kept in the public cache
 * and rebuilt when what it read changes (offers, buildings, photos, items, the portal); each
 * read is counted for staff. Photos: /feeds/photos/:id.jpg.
 */
export function feedsRouter(deps: AppDeps): Router {
  const { payload, env, publicCache } = deps
  const router = Router()
  const lastModified = createLastModified()
  router.use(feedPhotosRouter(deps))

  router.get('/:file', async (req, res, next) => {
    const format = formatOf(req.params.file)
    const portal = format ? await portalOf(payload, req, format) : null
    if (!portal) return next()
    const origin = siteOrigin(env.PUBLIC_URL, req)
    const key = `feed:${String(portal.id)}:${origin}`
    let answer
    try {
      answer = await publicCache.prepared(key, async () => {
        // Read again inside the recording: a change to the portal (all offers or ticked ones) drops the feed.
        const current = await payload.findByID({
          collection: 'portals',
          id: portal.id,
          depth: 0,
          overrideAccess: true,
        })
        return Buffer.from((await buildFeed(payload, current, origin, env)).xml)
      })
    } catch (err) {
      payload.logger.error({ err, portal: portal.id }, 'a portal feed could not be built')
      res.status(503).set('Retry-After', '300').type('text/plain').send('Try again later.')
      return
    }
    // Counting never delays nor breaks the answer.
    countFeedFetch(payload, portal.id, req.get('user-agent')).catch((err: unknown) =>
      payload.logger.error({ err, portal: portal.id }, 'a feed read could not be counted'),
    )
    res.set({
      'Content-Type': 'application/xml; charset=utf-8',
      'X-Robots-Tag': 'noindex',
      // Its address holds a secret: no shared cache keeps it, and a client asks again each time (304 when unchanged).
      'Cache-Control': 'private, no-cache',
      'Last-Modified': lastModified(key, answer.hash).toUTCString(),
    })
    sendPrepared(req, res, answer)
  })
  // Anything else under /feeds, a refused token included: one answer that tells nothing.
  router.use(feedNotFound)
  return router
}

/** The one answer of every address under /feeds that is not a feed or a public photo. */
export const feedNotFound: RequestHandler = (_req, res) => {
  res.status(404).set('X-Robots-Tag', 'noindex').type('text/plain').send('Not found')
}
