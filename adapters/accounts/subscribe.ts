import { Router } from 'express'
import type { Payload } from 'payload'
import { z } from 'zod'
import { ApiError } from '@contract/api-error'

import { MIN_PASSWORD_LENGTH } from '@cms/schema/collections/Clients/password-length'
import type { Client } from '@cms/payload-types'
import { idOf } from '@cms/domain/payload/relation-id'
import { findValidInvitation } from '@cms/domain/auth/invitation-codes'
import { consumeChallenge } from '@cms/domain/auth/reset-challenges'
import { revokeAllForClient } from '../auth/refresh-tokens'
import { maySignIn, openSession } from '../auth/session'
import { parseInput } from '../http/validate'
import type { AppDeps } from '../start/deps'
import { isDuplicateOf } from './fields'
import { clientPreferences, toClient } from './mapper'

const subscribeInput = z.object({
  code: z.string().trim().min(1).max(64),
  // A login is typed at every sign-in: letters, digits and a few separators, or an e-mail address.
  co_login: z
    .string()
    .trim()
    .toLowerCase()
    .min(3)
    .max(254)
    .regex(/^[a-z0-9._@+-]+$/),
  co_password: z.string().min(MIN_PASSWORD_LENGTH).max(256),
})

async function addressOf(
  payload: Payload,
  contactId: number | string,
): Promise<string | undefined> {
  const contact = await payload.findByID({
    collection: 'contacts',
    id: contactId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  return contact?.email?.toLowerCase()
}

const notOwnAddress = () =>
  new ApiError('invalid_input', 'A login with @ must be your own e-mail address', ['co_login'])

const loginTaken = () =>
  new ApiError('login_exists', 'This login is already used: choose another one', ['co_login'])

/**
 * POST /subscribe: a client invited by staff spends its activation code to choose its login and
 * password, and is signed in as after /signin. The code is checked before the login, so a wrong
 * code tells nothing about which logins exist; the route's rate limit bounds the guesses.
 */
export function subscribeRouter(deps: AppDeps): Router {
  const { payload, shared } = deps
  const router = Router()
  router.post('/subscribe', shared.limit(10), async (req, res) => {
    const { code, co_login, co_password } = parseInput(subscribeInput, req.body)
    const invitation = await findValidInvitation(payload, code)
    const contactId = idOf(invitation.contact)!
    // A login that is an address must be the client's own: another person's would stop its owner from
    // registering, and send that person's password resets here.
    if (co_login.includes('@') && co_login !== (await addressOf(payload, contactId)))
      throw notOwnAddress()
    // Sign-in matches a login against both fields, so it must be free as either (but for the client's own address).
    const { totalDocs } = await payload.count({
      collection: 'contacts',
      where: {
        and: [
          { or: [{ username: { equals: co_login } }, { email: { equals: co_login } }] },
          { id: { not_equals: contactId } },
        ],
      },
      overrideAccess: true,
    })
    if (totalDocs > 0) throw loginTaken()
    await consumeChallenge(payload, invitation)
    let contact: Client
    try {
      // The code was mailed to the client's address: following it proves the address.
      contact = await payload.update({
        collection: 'contacts',
        id: contactId,
        data: { username: co_login, password: co_password, co_email_verified: true },
        overrideAccess: true,
        depth: 0,
      })
    } catch (err) {
      if (isDuplicateOf(err, 'username') || isDuplicateOf(err, 'email')) throw loginTaken()
      throw err
    }
    if (!maySignIn(contact))
      throw new ApiError(
        'bad_code',
        'This activation code is not valid: check it, or ask the agency for a new one',
        ['code'],
      )
    await payload
      .unlock({
        collection: 'contacts',
        data: { username: contact.username },
        overrideAccess: true,
      })
      .catch(() => undefined)
    // Any session opened before (with a password someone else may know) ends here.
    await revokeAllForClient(payload, contact.id)
    const session = await openSession(deps, contact)
    res.json({
      err: null,
      ...session,
      data: toClient(contact),
      preferences: clientPreferences(contact),
    })
  })
  return router
}
