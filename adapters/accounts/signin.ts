import { Router } from 'express'
import { z } from 'zod'
import { ApiError } from '@contract/api-error'

import type { AppDeps } from '../start/deps'
import { maySignIn, openSession } from '../auth/session'
import { parseInput } from '../http/validate'
import { loginContact } from './contact-login'
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
export function signinRouter(deps: AppDeps): Router {
  const { payload, shared } = deps
  const router = Router()
  router.post('/signin', shared.limit(20), async (req, res) => {
    const { co_login, co_password } = parseInput(signinInput, req.body)
    // Payload matches `username` against both the login and the e-mail of contacts.
    const user = await loginContact(payload, co_login, co_password, badCredentials)
    if (!maySignIn(user)) throw badCredentials()
    const session = await openSession(deps, user)
    res.json({ err: null, ...session, data: toClient(user), preferences: clientPreferences(user) })
  })
  return router
}
