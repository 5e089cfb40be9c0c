import { Router } from 'express'
import type { Payload } from 'payload'
import { z } from 'zod'
import { ApiError } from '@contract/api-error'

import type { Client } from '@cms/payload-types'
import type { AppDeps } from '../start/deps'
import { sessionOfAccessToken } from '../auth/access-tokens'
import {
  challengeSentRecently,
  consumeChallenge,
  findValidChallenge,
  type ChallengePurpose,
} from '@cms/domain/auth/reset-challenges'
import { revokeAllForClient } from '../auth/refresh-tokens'
import { maySignIn } from '../auth/session'
import { parseInput } from '../http/validate'
import { MIN_PASSWORD_LENGTH } from '@cms/schema/collections/Clients/password-length'
import { loginContact } from './contact-login'
import { mailLanguage, sendPasswordMail } from './password-reset-send'

const coId = z.union([z.string(), z.number()]).transform(String).pipe(z.string().min(1).max(64))
const forgetInput = z.object({
  co_login: z.string().trim().min(1).max(254),
  lang: z.string().max(5).optional(),
})
const checkInput = z.object({ co_id: coId, challenge: z.string().max(200) })
const newPasswordInput = z.object({
  co_id: coId,
  co_password: z.string().min(MIN_PASSWORD_LENGTH).max(256),
  challenge: z.string().max(200).optional(),
  co_password_current: z.string().min(1).max(256).optional(),
})

/** Only links mailed to choose a password set one: never an address verification or an activation code. */
const PASSWORD_PURPOSES: readonly ChallengePurpose[] = ['reset', 'welcome']

const wrongCurrentPassword = () =>
  new ApiError('invalid_input', 'Your current password is incorrect', ['co_password_current'])

/**
 * Checks a signed-in client's current password through Payload's own login, so that wrong
 * guesses count towards the same lock as wrong sign-ins (a stolen access token is no way round it).
 */
async function checkCurrentPassword(
  payload: Payload,
  client: Client,
  password: string | undefined,
): Promise<void> {
  if (!password)
    throw new ApiError('invalid_input', 'Give your current password', ['co_password_current'])
  await loginContact(payload, client.username, password, wrongCurrentPassword)
}

/**
 * Password recovery under /signin/forgetpassword: a mailed single-use challenge (hash stored,
 * one hour), checked, then spent to set a new password through Payload (which hashes it).
 */
export function passwordResetRouter({ payload, env, shared }: AppDeps): Router {
  const router = Router()
  const log = (err: unknown, msg: string) => payload.logger.error({ err }, msg)

  router.post('/signin/forgetpassword', shared.limit(10), async (req, res) => {
    const { co_login, lang } = parseInput(forgetInput, req.body)
    const login = co_login.toLowerCase()
    const { docs } = await payload.find({
      collection: 'contacts',
      where: { or: [{ username: { equals: login } }, { email: { equals: login } }] },
      limit: 1,
      depth: 0,
      overrideAccess: true,
      pagination: false,
    })
    const contact = docs[0] as Client | undefined
    if (!maySignIn(contact) || !contact.email)
      throw new ApiError('login_not_found', 'We could not find your login')
    // One mail per account every few minutes, answered the same way, so nobody can flood a client's mailbox.
    if (!(await challengeSentRecently(payload, contact.id, env.RESET_MAIL_COOLDOWN_S)))
      await sendPasswordMail(payload, env, contact, 'reset', mailLanguage(lang, contact))
    res.json({ err: null })
  })

  router.post('/signin/forgetpassword/checkchallenge', shared.limit(30), async (req, res) => {
    const { co_id, challenge } = parseInput(checkInput, req.body)
    await findValidChallenge(payload, co_id, challenge, PASSWORD_PURPOSES)
    res.json({ err: null, data: { challenge } })
  })

  // Failures only are counted: a wrong current password or challenge is a guess; a success is not.
  router.post(
    '/signin/forgetpassword/newpassword',
    shared.limit(10, { onlyFailures: true }),
    async (req, res) => {
      const { co_id, co_password, challenge, co_password_current } = parseInput(
        newPasswordInput,
        req.body,
      )
      if (challenge === undefined) {
        // Without a challenge, only the signed-in client may change its own password, and only knowing it.
        if (!req.caller) throw new ApiError('unauthenticated', 'Sign in first')
        if (String(req.caller.id) !== co_id)
          throw new ApiError('forbidden', 'You may only change your own password')
        await checkCurrentPassword(payload, req.caller, co_password_current)
        await payload.update({
          collection: 'contacts',
          id: req.caller.id,
          data: { password: co_password },
          overrideAccess: true,
          depth: 0,
        })
        const token = req.get('x-access-token')
        await revokeAllForClient(
          payload,
          req.caller.id,
          token ? sessionOfAccessToken(token) : undefined,
        )
        res.json({ err: null })
        return
      }
      const row = await findValidChallenge(payload, co_id, challenge, PASSWORD_PURPOSES)
      await consumeChallenge(payload, row)
      // The challenge is the client's authority here (no session exists yet), and proves the address it was mailed to.
      const contact = await payload.update({
        collection: 'contacts',
        id: co_id,
        data: { password: co_password, co_email_verified: true },
        overrideAccess: true,
        depth: 0,
      })
      await payload
        .unlock({
          collection: 'contacts',
          data: { username: contact.username },
          overrideAccess: true,
        })
        .catch((err) => log(err, 'unlock after a password reset failed'))
      await revokeAllForClient(payload, contact.id)
      res.json({ err: null })
    },
  )
  return router
}
