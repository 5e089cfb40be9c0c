import type { NextFunction, Request, RequestHandler, Response } from 'express'
import type { Payload } from 'payload'

import { FEED_MAX_BYTES } from '@cms/domain/portals/import/feed-import-names'
import { signedInCollection } from '../auth/caller'
import type { SharedState } from '../http/shared-state'

/** Bodies Payload's REST may read: uploads of photos and feeds by staff, small JSON otherwise. */
const MAX_UPLOAD_BYTES = 25 * 1024 * 1024
const MAX_JSON_BYTES = 2 * 1024 * 1024
/** A feed file as large as the importer reads, and the form around it (its options, the boundaries). */
const MAX_FEED_UPLOAD_BYTES = FEED_MAX_BYTES + 64 * 1024

/** The largest body a path of Payload's REST may have. */
const bodyCap = (path: string): number =>
  /^\/cms-api\/media(\/|$)/.test(path)
    ? MAX_UPLOAD_BYTES
    : /^\/cms-api\/feed-imports(\/|$)/.test(path)
      ? MAX_FEED_UPLOAD_BYTES
      : MAX_JSON_BYTES

/** What a visitor who is not signed in may reach: the staff sign-in, password reset and first-user routes. */
const ANONYMOUS_PATH =
  /^\/cms-api\/users\/(login|logout|forgot-password|reset-password|first-register|init|me|refresh-token)\/?$/

/** Payload's address verification (`POST /cms-api/<collection>/verify/<token>`). */
const VERIFY_PATH = /^\/cms-api\/([^/]+)\/verify\/[^/]+\/?$/

/** Headers by which Payload reads a POST as the GET it stands for (the admin sends its long queries so). */
const METHOD_OVERRIDE = ['x-payload-http-method-override', 'x-http-method-override']

/** The most documents one Payload REST read returns: a whole collection is never sent at once. */
export const MAX_REST_LIMIT = 500

/** A query parameter under any of the names Payload's parser gives it: `limit`, `limit[]`, `limit[0]`… */
const named = (params: URLSearchParams, name: string): [string, string][] =>
  [...params.entries()].filter(([key]) => key === name || key.startsWith(`${name}[`))

/**
 * Rewrites `limit` (0, negative, huge, repeated or in an array form, which Payload reads as a
 * number too) and `pagination=false` so that every read is one bounded page.
 */
function boundedQuery(url: string): string {
  const q = url.indexOf('?')
  if (q < 0) return url
  const params = new URLSearchParams(url.slice(q + 1))
  const limits = named(params, 'limit')
  if (limits.length) {
    const limit = Number(limits[0][1])
    const fits =
      limits.length === 1 &&
      limits[0][0] === 'limit' &&
      Number.isInteger(limit) &&
      limit > 0 &&
      limit <= MAX_REST_LIMIT
    for (const [key] of limits) params.delete(key)
    params.set('limit', fits ? String(limit) : String(MAX_REST_LIMIT))
  }
  const paginations = named(params, 'pagination')
  if (paginations.some(([key, value]) => key !== 'pagination' || value === 'false'))
    for (const [key] of paginations) params.delete(key)
  return `${url.slice(0, q)}?${params.toString()}`
}

const standsForGet = (req: Request): boolean =>
  req.method === 'POST' && METHOD_OVERRIDE.some((h) => req.get(h) === 'GET')

async function bodyText(req: Request): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(Buffer.from(chunk as Buffer))
  return Buffer.concat(chunks).toString('utf8')
}

/**
 * A POST standing for a GET gets the GET's bound. Payload appends a form-encoded body to the
 * address as its query: that body is read here (its length is already capped) and the request
 * passed on as the GET it stands for, its query bounded. Any other body only names a locale, so
 * only the address's own query is bounded.
 */
async function boundedOverride(req: Request): Promise<void> {
  if (req.get('content-type') !== 'application/x-www-form-urlencoded') {
    req.url = boundedQuery(req.url)
    return
  }
  const form = await bodyText(req)
  const q = req.url.indexOf('?')
  const query = [q < 0 ? '' : req.url.slice(q + 1), form].filter(Boolean).join('&')
  req.url = boundedQuery(`${q < 0 ? req.url : req.url.slice(0, q)}?${query}`)
  req.method = 'GET'
  for (const h of [...METHOD_OVERRIDE, 'content-type', 'content-length']) delete req.headers[h]
}

/** Whether a collection answers address verification: Payload's route fails (500) on one that does not verify addresses. */
const verifiesAddresses = (payload: Payload, slug: string): boolean => {
  const auth = (
    payload.collections as Record<string, { config: { auth?: { verify?: unknown } } } | undefined>
  )[slug]?.config.auth
  return Boolean(auth?.verify)
}

const refuse = (res: Response, status: number, message: string) =>
  res.status(status).json({ errors: [{ message }] })

function bodyTooLarge(req: Request): string | null {
  if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return null
  const length = Number(req.get('content-length'))
  // A body without a declared length could be endless: Payload's REST is only used by the admin, which declares it.
  if (!Number.isFinite(length))
    return req.get('transfer-encoding') ? 'A request body must declare its length' : null
  const cap = bodyCap(req.originalUrl.split('?')[0]!)
  return length > cap ? `The request body is larger than ${Math.floor(cap / 1024 / 1024)} MB` : null
}

/**
 * Payload's REST API is the back office's: clients use the legacy API, whose allow-lists decide
 * what they may change, so a client's token is refused here before the request reaches Next, and a
 * visitor who is not signed in reaches only the staff sign-in routes. Oversized bodies are refused
 * from their declared length, before anything is read. Every read is one bounded page, whether
 * asked by a GET or by a POST standing for one.
 */
export const cmsApiGuard =
  (payload: Payload) => async (req: Request, res: Response, next: NextFunction) => {
    const tooLarge = bodyTooLarge(req)
    if (tooLarge) return refuse(res, req.get('content-length') ? 413 : 411, tooLarge)
    const path = req.originalUrl.split('?')[0]
    const verify = req.method === 'POST' ? VERIFY_PATH.exec(path) : null
    if (verify && !verifiesAddresses(payload, verify[1]))
      return refuse(res, 404, 'This collection has no address verification')
    const collection = await signedInCollection(payload, req)
    if (collection && collection !== 'users')
      return refuse(res, 403, 'This API is for the agency staff; clients use /web/1.0')
    if (!collection && !ANONYMOUS_PATH.test(path))
      return refuse(res, 401, 'Sign in to the back office first')
    if (req.method === 'GET') req.url = boundedQuery(req.url)
    else if (standsForGet(req)) await boundedOverride(req)
    next()
  }

/**
 * Failed staff sign-ins per address: Payload locks an account after 5 failures, so one address
 * gets fewer than that in the lock's 15 minutes and cannot keep a colleague locked out by itself.
 * Shared by every instance, like the other limits.
 */
export const staffLoginLimit = (shared: SharedState): RequestHandler =>
  shared.limit(4, {
    windowMs: 15 * 60_000,
    onlyFailures: true,
    refuse: (res) =>
      refuse(res, 429, 'Too many failed sign-ins from this address; try again in 15 minutes'),
  })
