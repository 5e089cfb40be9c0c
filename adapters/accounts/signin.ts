import { Router } from 'express'
import { AuthenticationError, LockedAuth } from 'payload'
import { z } from 'zod'
import { ApiError } from '@contract/api-error'

import type { Client } from '../../cms/payload-types'
import type { AppDeps } from '../start/deps'
import { maySignIn, openSession } from '../auth/session'
import { parseInput } from '../http/validate'
import { clientPreferences, toClient } from './mapper'

const signinInput = z.object({
  co_login: z.string().trim().min(1).max(254),
  co_password: z.string().min(1).max(256),
})

const badCredentials = () => new ApiError('bad_credentials', 'Your login or password is incorrect')

/**
 * POST /signin: login (username or e-mail) and password checked by Payload's own login, which
 * also counts failures and locks the account (maxLoginAttempts / lockTime of contacts).
 */
export function signinRouter({ payload, env, shared }: AppDeps): Router {
  const router = Router()
  router.post('/signin', shared.limit(20), async (req, res) => {
    const { co_login, co_password } = parseInput(signinInput, req.body)
    let user: Client | undefined
    try {
      // Payload matches `username` against both the login and the e-mail of contacts.
      ;({ user } = await payload.login({
        collection: 'contacts',
        data: { username: co_login, password: co_password },
        depth: 0,
      }))
    } catch (err) {
      if (err instanceof LockedAuth)
        throw new ApiError(
          'locked',
          'Too many failed attempts: this account is locked for 15 minutes',
        )
      if (err instanceof AuthenticationError) throw badCredentials()
      throw err
    }
    if (!maySignIn(user)) throw badCredentials()
    const session = await openSession(payload, env, user)
    res.json({ err: null, ...session, data: toClient(user), preferences: clientPreferences(user) })
  })
  return router
}
