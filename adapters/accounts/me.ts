import { Router } from 'express'
import { z } from 'zod'
import { ApiError } from '@contract/api-error'

import type { Client } from '@cms/payload-types'
import { requireCaller } from '../auth/caller'
import type { AppDeps } from '../start/deps'
import { parseInput } from '../http/validate'
import { email, isDuplicateOf, optionalDetails, preferences, requiredDetails } from './fields'
import { clientPreferences, toClient } from './mapper'
import { mailLanguage } from './password-reset-send'
import { sendVerificationMail } from './email-verification'
import { challengeSentRecently } from '@cms/domain/auth/reset-challenges'

const updateInput = z
  .object({ ...requiredDetails, ...optionalDetails, co_email1: email, co_preferences: preferences })
  .partial()

const emailExists = () =>
  new ApiError('email_exists', 'This e-mail is already used by another account', ['co_email1'])

/** GET and PUT /me: the signed-in client's own record, changed with its own rights. */
export function meRouter({ payload, env, shared }: AppDeps): Router {
  const router = Router()

  router.get('/me', requireCaller, async (req, res) => {
    const me = req.caller as Client
    res.json({ err: null, data: toClient(me), preferences: clientPreferences(me) })
  })

  router.put('/me', shared.limit(10), requireCaller, async (req, res) => {
    const caller = req.caller!
    const { co_email1, ...details } = parseInput(updateInput, req.body)
    const data: Partial<Client> = { ...details }
    if (co_email1 !== undefined && co_email1 !== caller.email) {
      const { totalDocs } = await payload.count({
        collection: 'contacts',
        // Sign-in matches a login against both fields: an e-mail equal to another client's login would be ambiguous.
        where: {
          and: [
            { or: [{ email: { equals: co_email1 } }, { username: { equals: co_email1 } }] },
            { id: { not_equals: caller.id } },
          ],
        },
        overrideAccess: true,
      })
      if (totalDocs > 0) throw emailExists()
      data.email = co_email1
      data.co_email_verified = false
      // A login that is an address is the client's own address: left behind, it would keep someone else's
      // address as this account's login (its owner could neither register nor reset with it).
      if (caller.username?.includes('@')) data.username = co_email1
    }
    let updated: Client
    try {
      // The input schema above is the allow-list of what a client may change: collection access lets only staff update.
      updated = await payload.update({
        collection: 'contacts',
        id: caller.id,
        data,
        overrideAccess: true,
        depth: 0,
      })
    } catch (err) {
      if (isDuplicateOf(err, 'email') || isDuplicateOf(err, 'username')) throw emailExists()
      throw err
    }
    // One verification mail per account every few minutes: the new address is saved all the same, and
    // the answer does not tell, so nobody can flood a mailbox by changing the address again and again.
    if (
      data.email &&
      !(await challengeSentRecently(payload, updated.id, env.RESET_MAIL_COOLDOWN_S, 'verify'))
    ) {
      await sendVerificationMail(payload, env, updated, mailLanguage(undefined, updated)).catch(
        (err) =>
          payload.logger.error(
            { err, contact: updated.id },
            'the address verification mail could not be sent',
          ),
      )
    }
    res.json({ err: null, data: toClient(updated), preferences: clientPreferences(updated) })
  })
  return router
}
