import { Router } from 'express'
import { z } from 'zod'
import { ApiError } from '@contract/api-error'
import { LANGUAGES } from '@contract/languages'

import { deleteClientAccount } from '@cms/domain/client-data/delete-client'
import { agencyCard } from '@cms/domain/mail/agency-card'
import { requireCaller } from '../auth/caller'
import { parseInput } from '../http/validate'
import type { AppDeps } from '../start/deps'
import { loginContact } from './contact-login'
import { mailLanguage } from './password-reset-send'

const deleteInput = z.object({
  co_password: z.string().min(1).max(256),
  /** The page's language, for the confirmation mail; else the client's saved one. */
  lang: z.enum(LANGUAGES).optional(),
})

const wrongPassword = () =>
  new ApiError('invalid_input', 'Your password is incorrect', ['co_password'])

/**
 * POST /me/delete: the signed-in client deletes its own account, proving it with its password
 * (checked by Payload's login, so wrong guesses lock the account as wrong sign-ins do: a stolen
 * access token alone deletes nothing). Its sessions end with it, live sockets included.
 */
export function deleteAccountRouter({ payload, env, shared }: AppDeps): Router {
  const router = Router()
  router.post('/me/delete', shared.limit(10), requireCaller, async (req, res) => {
    const { co_password, lang } = parseInput(deleteInput, req.body)
    const caller = req.caller!
    // The account as it is now, read by the password check itself.
    const client =
      (await loginContact(payload, caller.username, co_password, wrongPassword)) ?? caller
    await deleteClientAccount(payload, client, {
      lang: mailLanguage(lang, client),
      agency: agencyCard(env),
    })
    res.json({ err: null, data: { deleted: true } })
  })
  return router
}
