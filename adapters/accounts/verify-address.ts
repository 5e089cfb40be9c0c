import type { Payload } from 'payload'

import { consumeChallenge, findValidChallenge } from '@cms/domain/auth/reset-challenges'
import type { SharedState } from '../http/shared-state'

/** Proving an address, per address and minute: through the API or through the site's page, one count. */
export const verifyEmailLimit = (shared: SharedState) =>
  shared.limit(30, { bucket: 'verify-email' })

/**
 * What the verification page's button does: the client's current address is marked verified. Only a
 * verification link verifies: a password link, even valid, is refused (400 bad_challenge).
 */
export async function verifyEmailAddress(payload: Payload, contactId: string, challenge: string) {
  const row = await findValidChallenge(payload, contactId, challenge, ['verify'])
  await consumeChallenge(payload, row)
  await payload.update({
    collection: 'contacts',
    id: contactId,
    data: { co_email_verified: true },
    overrideAccess: true,
    depth: 0,
  })
  return { err: null, data: { verified: true } }
}
