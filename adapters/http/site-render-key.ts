import { randomBytes, timingSafeEqual } from 'node:crypto'

import type { Request } from 'express'
import { SITE_RENDER_HEADER } from '@contract/page-view'

/**
 * A secret of this process that the site's server render sends with its loopback calls to the API
 * (it travels to render threads in the render's context, never to a browser). Only a call that
 * carries it is the site's own render: its view is counted on the page instead, it may read the
 * data generation, and it is not held to the per-address limit of uncached reads that protects
 * the server from one client. A header anybody could set would let anyone claim all three.
 */
export const SITE_RENDER_KEY = randomBytes(24).toString('base64url')

const expected = Buffer.from(SITE_RENDER_KEY)

/** Whether this request comes from the site's own server render. */
export function isSiteRender(req: Request): boolean {
  const presented = req.get(SITE_RENDER_HEADER)
  if (!presented) return false
  const given = Buffer.from(presented)
  return given.length === expected.length && timingSafeEqual(given, expected)
}
