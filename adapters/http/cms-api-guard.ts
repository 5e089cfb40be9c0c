import type { NextFunction, Request, RequestHandler, Response } from 'express'
import type { Payload } from 'payload'

import { signedInCollection } from './caller'
import type { SharedState } from './shared-state'

/** Bodies Payload's REST may read: uploads of photos by staff, small JSON otherwise. */
const MAX_UPLOAD_BYTES = 25 * 1024 * 1024
const MAX_JSON_BYTES = 2 * 1024 * 1024

/** What a visitor who is not signed in may reach: the staff sign-in, password reset and first-user routes. */
const ANONYMOUS_PATH = /^\/cms-api\/users\/(login|logout|forgot-password|reset-password|first-register|init|me|refresh-token|unlock|verify\/[^/]+)\/?$/

/** The most documents one Payload REST read returns: a whole collection is never sent at once. */
export const MAX_REST_LIMIT = 500

/** Rewrites `limit` (absent, 0, negative or huge) and `pagination=false` so that every read is one bounded page. */
function boundedQuery(url: string): string {
  const q = url.indexOf('?')
  if (q < 0) return url
  const params = new URLSearchParams(url.slice(q + 1))
  const limit = Number(params.get('limit'))
  if (params.has('limit') && (!Number.isInteger(limit) || limit <= 0 || limit > MAX_REST_LIMIT)) params.set('limit', String(MAX_REST_LIMIT))
  if (params.get('pagination') === 'false') params.delete('pagination')
  return `${url.slice(0, q)}?${params.toString()}`
}

const refuse = (res: Response, status: number, message: string) => res.status(status).json({ errors: [{ message }] })

function bodyTooLarge(req: Request): string | null {
  if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return null
  const length = Number(req.get('content-length'))
  // A body without a declared length could be endless: Payload's REST is only used by the admin, which declares it.
  if (!Number.isFinite(length)) return req.get('transfer-encoding') ? 'A request body must declare its length' : null
  const cap = /^\/cms-api\/media(\/|$)/.test(req.path) ? MAX_UPLOAD_BYTES : MAX_JSON_BYTES
  return length > cap ? `The request body is larger than ${Math.round(cap / 1024 / 1024)} MB` : null
}

/**
 * Payload's REST API is the back office's: clients use the legacy API, whose allow-lists decide
 * what they may change, so a client's token is refused here before the request reaches Next, and a
 * visitor who is not signed in reaches only the staff sign-in routes. Oversized bodies are refused
 * from their declared length, before anything is read.
 */
export const cmsApiGuard = (payload: Payload) => async (req: Request, res: Response, next: NextFunction) => {
  const tooLarge = bodyTooLarge(req)
  if (tooLarge) return refuse(res, req.get('content-length') ? 413 : 411, tooLarge)
  const collection = await signedInCollection(payload, req)
  if (collection && collection !== 'users') return refuse(res, 403, 'This API is for the agency staff; clients use /web/1.0')
  if (!collection && !ANONYMOUS_PATH.test(req.originalUrl.split('?')[0])) return refuse(res, 401, 'Sign in to the back office first')
  if (req.method === 'GET') req.url = boundedQuery(req.url)
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
    refuse: (res) => refuse(res, 429, 'Too many failed sign-ins from this address; try again in 15 minutes'),
  })
