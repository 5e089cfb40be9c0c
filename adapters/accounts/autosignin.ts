import { Router } from 'express'
import { z } from 'zod'

import type { Client } from '../../cms/payload-types'
import { clientFromToken } from '../http/caller'
import type { AppDeps } from '../start/deps'
import { ApiError } from '../http/errors'
import { issueAccessToken, sessionOfAccessToken } from '../auth/access-tokens'
import { familyOfCurrentToken, rotateRefreshToken } from '../auth/refresh-tokens'
import { maySignIn } from '../auth/session'
import { parseInput } from '../http/validate'
import { clientPreferences, toClient } from './mapper'

const autosigninInput = z.object({
  accesstoken: z.string().max(4096).optional(),
  refreshtoken: z.string().max(200).optional(),
})

const expired = () => new ApiError('unauthenticated', 'Your session has expired, sign in again')

/**
 * POST /autosignin: a new access token, always against the refresh token. While the access token
 * is valid and the refresh token is its session's current one, the refresh token is kept (tabs
 * renewing at once must not look like a replay); otherwise the refresh token is spent and
 * replaced (the answer carries the new one). An access token alone renews nothing: a stolen one
 * dies with its 15 minutes.
 */
export function autosigninRouter({ payload, env, shared }: AppDeps): Router {
  const router = Router()
  router.post('/autosignin', shared.limit(60), async (req, res) => {
    const input = parseInput(autosigninInput, req.body)
    const accesstoken = input.accesstoken || req.get('x-access-token') || undefined
    const current = await clientFromToken(payload, accesstoken)
    const family = accesstoken ? sessionOfAccessToken(accesstoken) : undefined
    if (!input.refreshtoken) throw expired()
    if (current && maySignIn(current) && family && (await familyOfCurrentToken(payload, input.refreshtoken)) === family) {
      const renewed = await issueAccessToken(payload, current, family)
      res.json({ err: null, accesstoken: renewed, data: toClient(current), preferences: clientPreferences(current) })
      return
    }
    const spent = await rotateRefreshToken(payload, input.refreshtoken, env.REFRESH_TOKEN_TTL)
    const contact = (await payload
      .findByID({ collection: 'contacts', id: spent.clientId, depth: 0, overrideAccess: true, disableErrors: true })
      .catch(() => null)) as Client | null
    if (!maySignIn(contact)) throw expired()
    res.json({
      err: null,
      accesstoken: await issueAccessToken(payload, contact, spent.family),
      refreshtoken: spent.refreshtoken,
      data: toClient(contact),
      preferences: clientPreferences(contact),
    })
  })
  return router
}
