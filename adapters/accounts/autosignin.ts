import { Router } from 'express'
import { z } from 'zod'
import { ApiError } from '@contract/api-error'

import { clientFromToken } from '../auth/caller'
import type { AppDeps } from '../start/deps'
import { expiryOfAccessToken, issueAccessToken, sessionOfAccessToken } from '../auth/access-tokens'
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
 * POST /autosignin: a new access token. With the refresh token: while the access token is valid
 * and the refresh token is its session's current one, the refresh token is kept (tabs renewing at
 * once must not look like a replay); otherwise the refresh token is spent and replaced (the answer
 * carries the new one). With a valid access token alone (the API's original contract), the answer
 * is the same contact and a token that expires no later than the one presented: it never extends
 * a session, so a stolen access token still dies when it expires.
 */
export function autosigninRouter({ payload, env, shared }: AppDeps): Router {
  const router = Router()
  router.post('/autosignin', shared.limit(60), async (req, res) => {
    const input = parseInput(autosigninInput, req.body)
    const accesstoken = input.accesstoken || req.get('x-access-token') || undefined
    // `clientFromToken` also checks that the token's session is alive: a revoked session's token renews nothing.
    const current = await clientFromToken(payload, accesstoken)
    const family = accesstoken ? sessionOfAccessToken(accesstoken) : undefined
    if (!input.refreshtoken) {
      const expiresBy = accesstoken ? expiryOfAccessToken(accesstoken) : undefined
      if (!current || !maySignIn(current) || !family || !expiresBy) throw expired()
      const same = await issueAccessToken(payload, current, family, expiresBy)
      if (!same) throw expired()
      res.json({
        err: null,
        accesstoken: same,
        data: toClient(current),
        preferences: clientPreferences(current),
      })
      return
    }
    if (
      current &&
      maySignIn(current) &&
      family &&
      (await familyOfCurrentToken(payload, input.refreshtoken)) === family
    ) {
      const renewed = await issueAccessToken(payload, current, family)
      res.json({
        err: null,
        accesstoken: renewed,
        data: toClient(current),
        preferences: clientPreferences(current),
      })
      return
    }
    const spent = await rotateRefreshToken(payload, input.refreshtoken, env.REFRESH_TOKEN_TTL)
    const contact = await payload
      .findByID({
        collection: 'contacts',
        id: spent.clientId,
        depth: 0,
        overrideAccess: true,
        disableErrors: true,
      })
      .catch(() => null)
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
