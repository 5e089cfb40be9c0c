import type { ServerResponse } from 'node:http'

import type { RequestHandler } from 'express'
import helmet from 'helmet'

import { env } from '@cms/env'
import { tileSource } from './tile-source'

const videoHosts = [
  'https://www.youtube.com',
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
  'https://www.dailymotion.com',
  'https://geo.dailymotion.com',
]

/** The map tiles' host (MAP_TILE_URL): the site's map and the admin's location picker show its images. */
const tiles = [tileSource(env().MAP_TILE_URL)].filter((s): s is string => s !== null)

/** Strict policy for the public site and the legacy API. */
const siteHeaders = helmet({
  contentSecurityPolicy: {
    useDefaults: true,
    directives: {
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      // The robot check solves its proof of work in a worker built from a blob.
      'worker-src': ["'self'", 'blob:'],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:', ...tiles],
      // The brand faces are the build's own files (never inlined): nothing from elsewhere.
      'font-src': ["'self'"],
      // The live channel's WebSocket is same-origin, which 'self' covers: no other socket host.
      'connect-src': ["'self'"],
      'frame-src': videoHosts,
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'self'"],
      'upgrade-insecure-requests': null,
    },
  },
  crossOriginEmbedderPolicy: false,
})

/** Payload's admin is a Next app with inline bootstrapping scripts and styles. */
const adminHeaders = helmet({
  contentSecurityPolicy: {
    useDefaults: true,
    directives: {
      'default-src': ["'self'"],
      'script-src': ["'self'", "'unsafe-inline'", "'unsafe-eval'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:', ...tiles],
      'font-src': ["'self'", 'data:'],
      'connect-src': ["'self'"],
      'frame-src': ["'self'", ...videoHosts],
      'object-src': ["'none'"],
      'frame-ancestors': ["'self'"],
      'upgrade-insecure-requests': null,
    },
  },
  crossOriginEmbedderPolicy: false,
})

/** The video players an offer's description may embed: they may go full screen. */
const VIDEO_PLAYERS = [
  'https://www.youtube.com',
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
  'https://www.dailymotion.com',
  'https://geo.dailymotion.com',
]

const isAdminPath = (p: string) =>
  p.startsWith('/admin') || p.startsWith('/cms-api') || p.startsWith('/_next')

/**
 * Powerful browser features no page of ours uses are off for it and for the video frames it
 * embeds; the players keep full screen, picture in picture, autoplay after a click and DRM.
 */
export const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'midi=()',
  'magnetometer=()',
  'gyroscope=()',
  'accelerometer=()',
  'display-capture=()',
  'clipboard-read=()',
  'interest-cohort=()',
  'browsing-topics=()',
  `fullscreen=(self ${VIDEO_PLAYERS.map((origin) => `"${origin}"`).join(' ')})`,
].join(', ')

/**
 * Hashed scripts and styles and resized photos are never documents: the document policies
 * (CSP, framing, permissions, opener) do nothing on them and would only weigh on each of the
 * page's dozens of requests. They keep what applies to a subresource.
 */
const isSubresourcePath = (p: string) =>
  p.startsWith('/assets/') || p.startsWith('/api/1.0/images/')

/** What applies to a subresource (also set by the kept photos' path, which answers before Express). */
export function setSubresourceHeaders(res: ServerResponse): void {
  res.setHeader('X-Content-Type-Options', 'nosniff')
  // The images route opens this to cross-origin for a public photo's rendition (mails embed them).
  res.setHeader('Cross-Origin-Resource-Policy', 'same-origin')
  res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains')
}

const subresourceHeaders: RequestHandler = (_req, res, next) => {
  setSubresourceHeaders(res)
  next()
}

export const securityHeaders: RequestHandler = (req, res, next) => {
  if (isSubresourcePath(req.path)) return subresourceHeaders(req, res, next)
  res.setHeader('Permissions-Policy', PERMISSIONS_POLICY)
  ;(isAdminPath(req.path) ? adminHeaders : siteHeaders)(req, res, next)
}
