import { randomInt } from 'node:crypto'

import type { Payload, PayloadRequest } from 'payload'
import { ApiError } from '@contract/api-error'

import type { PasswordChallenge } from '../../payload-types'
import { hashSecret } from './secrets'
import { deleteChallengesLike, stillMailedToClient } from './reset-challenges'

/** An invitation stays valid for a week: long enough for a client who is travelling. */
export const INVITATION_TTL_SECONDS = 7 * 24 * 3600

// Crockford's base-32 letters: no I, L, O or U, so a code read aloud or copied by hand stays unambiguous.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
const GROUPS = 4
const GROUP_LENGTH = 4

/** A new code, `XXXX-XXXX-XXXX-XXXX` (80 bits), short enough to type from a mail or a letter. */
export function newInvitationCode(): string {
  const groups = Array.from({ length: GROUPS }, () =>
    Array.from({ length: GROUP_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join(''),
  )
  return groups.join('-')
}

/** A typed code in its one stored form: capitals, no separators, the look-alike letters read as digits. */
export function normalizeInvitationCode(typed: string): string | undefined {
  const code = typed.toUpperCase().replace(/[\s-]/g, '').replace(/[IL]/g, '1').replace(/O/g, '0')
  return new RegExp(`^[${ALPHABET}]{${GROUPS * GROUP_LENGTH}}$`).test(code) ? code : undefined
}

/**
 * A new invitation of a client, mailed to `sentTo`: an earlier invitation is deleted, so only the
 * latest mailed code works (a pending password link is kept). The code is returned once, for the
 * mail; only its hash is stored. `req`: the request of the hook saving the client, whose
 * transaction must hold the new code (on PostgreSQL the client's row is not visible outside it
 * yet, so the code's foreign key would refuse it).
 */
export async function createInvitation(
  payload: Payload,
  clientId: number | string,
  sentTo: string,
  req?: PayloadRequest,
): Promise<string> {
  await deleteChallengesLike(payload, clientId, 'invite', req)
  const code = newInvitationCode()
  await payload.create({
    collection: 'password-challenges',
    data: {
      contact: clientId as number,
      challengeHash: hashSecret(normalizeInvitationCode(code)!),
      purpose: 'invite',
      sentTo,
      expiresAt: new Date(Date.now() + INVITATION_TTL_SECONDS * 1000).toISOString(),
    },
    overrideAccess: true,
    depth: 0,
    ...(req ? { req } : {}),
  })
  return code
}

/** The stored invitation matching a typed code, unused, unexpired and mailed to the client's current address; else 400 `bad_code`. */
export async function findValidInvitation(
  payload: Payload,
  typed: string,
): Promise<PasswordChallenge> {
  const bad = new ApiError(
    'bad_code',
    'This activation code is not valid: check it, or ask the agency for a new one',
    ['code'],
  )
  const code = normalizeInvitationCode(typed)
  if (!code) throw bad
  const { docs } = await payload.find({
    collection: 'password-challenges',
    where: {
      and: [{ challengeHash: { equals: hashSecret(code) } }, { purpose: { equals: 'invite' } }],
    },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    pagination: false,
  })
  const row = docs[0]
  if (!row || row.contact == null || row.usedAt || Date.parse(row.expiresAt) <= Date.now())
    throw bad
  if (!(await stillMailedToClient(payload, row))) throw bad
  return row
}
