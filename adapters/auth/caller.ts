import type { NextFunction, Request, Response } from 'express'
import type { Payload } from 'payload'
import { ApiError } from '@contract/api-error'

import type { Client } from '@cms/payload-types'
import { sessionAlive } from './session-liveness'
import { sessionOfAccessToken } from './access-tokens'

export type CallerClient = Client & { collection: 'contacts' }

declare module 'express-serve-static-core' {
  interface Request {
    /** The signed-in client identified by the x-access-token header, if any. */
    caller?: CallerClient | null
  }
}

/**
 * Verifies a client access token through Payload's own auth (a JWT of the contacts collection)
 * and checks that the session it names is still alive: a revoked session's tokens stop working
 * at once, not when they expire.
 */
export async function clientFromToken(
  payload: Payload,
  token: string | undefined | null,
): Promise<CallerClient | null> {
  if (!token || typeof token !== 'string' || token.length > 4096) return null
  try {
    const { user } = await payload.auth({ headers: new Headers({ Authorization: `JWT ${token}` }) })
    if (!user || user.collection !== 'contacts') return null
    return (await sessionAlive(payload, sessionOfAccessToken(token)))
      ? (user as CallerClient)
      : null
  } catch {
    return null
  }
}

/** Attaches `req.caller` from the x-access-token header; anonymous when absent or invalid. */
export const identifyCaller =
  (payload: Payload) => async (req: Request, _res: Response, next: NextFunction) => {
    req.caller = await clientFromToken(payload, req.get('x-access-token'))
    next()
  }

/** Rejects anonymous callers with 401 `unauthenticated`. */
export const requireCaller = (req: Request, _res: Response, next: NextFunction) => {
  if (!req.caller) throw new ApiError('unauthenticated', 'Sign in first')
  next()
}

/**
 * Which collection Payload signs a request in to (`users` for staff, `contacts` for clients), from
 * its Authorization header or its cookie, with the headers Payload's CSRF check reads; a token
 * given apart (a query parameter) counts as the Authorization header. Undefined when anonymous.
 */
export async function signedInCollection(
  payload: Payload,
  req: Request,
  token?: string,
): Promise<string | undefined> {
  const headers = new Headers()
  for (const name of ['authorization', 'cookie', 'origin', 'sec-fetch-site', 'host']) {
    const value = req.get(name)
    if (value) headers.set(name, value)
  }
  if (token && token.length <= 4096) headers.set('authorization', `JWT ${token}`)
  try {
    return (await payload.auth({ headers })).user?.collection
  } catch {
    return undefined
  }
}
