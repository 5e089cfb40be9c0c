import { randomBytes } from 'node:crypto'

import { Router } from 'express'
import { z } from 'zod'
import { ApiError } from '@contract/api-error'

import type { Client } from '@cms/payload-types'
import { mailLanguage, sendPasswordMail } from './password-reset-send'
import { verifyCaptcha } from '../auth/captcha'
import type { AppDeps } from '../start/deps'
import { openSession } from '../auth/session'
import { parseInput } from '../http/validate'
import { email, isDuplicateOf, optionalDetails, requiredDetails } from './fields'
import { toClient } from './mapper'

const createInput = z.object({
  ...requiredDetails,
  ...optionalDetails,
  co_email1: email,
  lang: z.string().max(5).optional(),
  altcha: z.string().min(1).max(8192),
})

const emailExists = () =>
  new ApiError('email_exists', 'This e-mail is already registered: sign in before going on', [
    'co_email1',
  ])

async function emailTaken(deps: AppDeps, address: string): Promise<boolean> {
  // Sign-in matches a login against both fields, so the address must be free as either.
  const { totalDocs } = await deps.payload.count({
    collection: 'contacts',
    where: { or: [{ email: { equals: address } }, { username: { equals: address } }] },
    overrideAccess: true,
  })
  return totalDocs > 0
}

/**
 * POST /contacts: a visitor's account, created from the visit-request form behind the robot
 * check. It gets an unusable random password and a mail to choose its own; the answer carries
 * tokens so the visit request can be sent at once.
 */
export function createClientRouter(deps: AppDeps): Router {
  const { payload, env } = deps
  const router = Router()
  router.post('/contacts', deps.shared.limit(10), async (req, res) => {
    const { altcha, lang, co_email1, ...details } = parseInput(createInput, req.body)
    await verifyCaptcha(altcha, deps.shared)
    if (await emailTaken(deps, co_email1)) throw emailExists()
    let contact: Client
    try {
      // Staff-only through /cms-api, so that no account is made without the robot check.
      contact = await payload.create({
        collection: 'contacts',
        data: {
          ...details,
          email: co_email1,
          username: co_email1,
          co_type: 'user',
          password: randomBytes(32).toString('base64url'),
        } as Client,
        overrideAccess: true,
        depth: 0,
      })
    } catch (err) {
      if (isDuplicateOf(err, 'email') || isDuplicateOf(err, 'username')) throw emailExists()
      throw err
    }
    const session = await openSession(deps, contact)
    await sendPasswordMail(payload, env, contact, 'welcome', mailLanguage(lang, contact)).catch(
      (err) =>
        payload.logger.error(
          { err, contact: contact.id },
          'the "choose your password" mail could not be sent',
        ),
    )
    res.json({ err: null, ...session, data: toClient(contact) })
  })
  return router
}
