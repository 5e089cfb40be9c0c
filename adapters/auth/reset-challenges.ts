import type { Payload } from 'payload'

import type { PasswordChallenge } from '../../cms/payload-types'
import { idOf } from '../../cms/relation-id'
import { ApiError } from '../http/errors'
import { hashSecret, looksLikeSecret, newSecret } from './access-tokens'

/** A mailed password link is valid for one hour (specification). */
export const CHALLENGE_TTL_SECONDS = 3600

type ClientId = number | string

/**
 * A new single-use challenge for a client. Any earlier one is deleted, so only the latest mailed
 * link works. The challenge itself is returned once, for the mail; only its hash is stored.
 */
export async function createChallenge(payload: Payload, clientId: ClientId, purpose: PasswordChallenge['purpose']): Promise<string> {
  await payload.delete({ collection: 'password-challenges', where: { contact: { equals: clientId } }, overrideAccess: true })
  const challenge = newSecret()
  await payload.create({
    collection: 'password-challenges',
    data: { contact: clientId as number, challengeHash: hashSecret(challenge), purpose, expiresAt: new Date(Date.now() + CHALLENGE_TTL_SECONDS * 1000).toISOString() },
    overrideAccess: true,
    depth: 0,
  })
  return challenge
}

/** The stored challenge matching this client and secret, unused and unexpired; else 400 `bad_challenge`. */
export async function findValidChallenge(payload: Payload, clientId: string, challenge: unknown): Promise<PasswordChallenge> {
  const bad = new ApiError('bad_challenge', 'This link is not valid any more: ask for a new one')
  if (!looksLikeSecret(challenge)) throw bad
  const { docs } = await payload.find({
    collection: 'password-challenges',
    where: { challengeHash: { equals: hashSecret(challenge) } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    pagination: false,
  })
  const row = docs[0]
  if (!row || String(idOf(row.contact)) !== clientId || row.usedAt || Date.parse(row.expiresAt) <= Date.now()) throw bad
  return row
}

/** Spends a challenge: kept, marked used, so a second use of the link is refused. */
export async function consumeChallenge(payload: Payload, row: PasswordChallenge): Promise<void> {
  await payload.update({ collection: 'password-challenges', id: row.id, data: { usedAt: new Date().toISOString() }, overrideAccess: true, depth: 0 })
}

/** Whether a reset challenge was made for this client within the cool-down between two reset mails. */
export async function challengeSentRecently(payload: Payload, contactId: ClientId, cooldownSeconds: number): Promise<boolean> {
  if (cooldownSeconds <= 0) return false
  const since = new Date(Date.now() - cooldownSeconds * 1000).toISOString()
  const { totalDocs } = await payload.count({
    collection: 'password-challenges',
    where: { and: [{ contact: { equals: contactId } }, { purpose: { equals: 'reset' } }, { createdAt: { greater_than: since } }] },
    overrideAccess: true,
  })
  return totalDocs > 0
}
