import { Router } from 'express'
import { z } from 'zod'

import type { Client } from '../../cms/payload-types'
import { requireCaller } from '../http/caller'
import type { AppDeps } from '../start/deps'
import { ApiError } from '../http/errors'
import { parseInput } from '../http/validate'
import { email, isDuplicateOf, optionalDetails, preferences, requiredDetails } from './fields'
import { clientPreferences, toClient } from './mapper'
import { mailLanguage } from './password-reset-send'
import { sendVerificationMail } from './email-verification'

const updateInput = z.object({ ...requiredDetails, ...optionalDetails, co_email1: email, co_preferences: preferences }).partial()

const emailExists = () => new ApiError('email_exists', 'This e-mail is already used by another account', ['co_email1'])

/** GET and PUT /me: the signed-in client's own record, changed with its own rights. */
export function meRouter({ payload, env }: AppDeps): Router {
  const router = Router()

  router.get('/me', requireCaller, async (req, res) => {
    const me = req.caller as Client
    res.json({ err: null, data: toClient(me), preferences: clientPreferences(me) })
  })

  router.put('/me', requireCaller, async (req, res) => {
    const caller = req.caller!
    const { co_email1, ...details } = parseInput(updateInput, req.body)
    const data: Partial<Client> = { ...details }
    if (co_email1 !== undefined && co_email1 !== caller.email) {
      const { totalDocs } = await payload.count({
        collection: 'contacts',
        // Sign-in matches a login against both fields: an e-mail equal to another client's login would be ambiguous.
        where: { and: [{ or: [{ email: { equals: co_email1 } }, { username: { equals: co_email1 } }] }, { id: { not_equals: caller.id } }] },
        overrideAccess: true,
      })
      if (totalDocs > 0) throw emailExists()
      data.email = co_email1
      data.co_email_verified = false
    }
    let updated: Client
    try {
      // The input schema above is the allow-list of what a client may change: collection access lets only staff update.
      updated = await payload.update({ collection: 'contacts', id: caller.id, data, overrideAccess: true, depth: 0 })
    } catch (err) {
      if (isDuplicateOf(err, 'email')) throw emailExists()
      throw err
    }
    if (data.email) {
      await sendVerificationMail(payload, env, updated, mailLanguage(undefined, updated)).catch((err) =>
        payload.logger.error({ err, contact: updated.id }, 'the address verification mail could not be sent'),
      )
    }
    res.json({ err: null, data: toClient(updated), preferences: clientPreferences(updated) })
  })
  return router
}
