import { Router } from 'express'
import { z } from 'zod'

import type { AppDeps } from '../start/deps'
import { sessionOfAccessToken } from '../auth/access-tokens'
import { revokeFamily, revokeRefreshToken } from '../auth/refresh-tokens'
import { parseInput } from '../http/validate'

const signoutInput = z.object({ refreshtoken: z.string().max(200).optional() })

/**
 * POST /signout: ends the session of the given refresh token (or of the caller's access token):
 * its refresh tokens are revoked and its access tokens can no longer be renewed.
 */
export function signoutRouter({ payload, shared }: AppDeps): Router {
  const router = Router()
  router.post('/signout', shared.limit(60), async (req, res) => {
    const { refreshtoken } = parseInput(signoutInput, req.body)
    await revokeRefreshToken(payload, refreshtoken)
    const accesstoken = req.get('x-access-token')
    const family = req.caller && accesstoken ? sessionOfAccessToken(accesstoken) : undefined
    if (family) await revokeFamily(payload, family)
    res.json({ err: null })
  })
  return router
}
