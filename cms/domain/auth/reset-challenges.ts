import type { Payload, PayloadRequest } from 'payload'
import { ApiError } from '@contract/api-error'

import type { PasswordChallenge } from '../../payload-types'
import { idOf } from '../payload/relation-id'
import { hashSecret, looksLikeSecret, newSecret } from './secrets'

/** A mailed password link is valid for one hour (specification). */
export const CHALLENGE_TTL_SECONDS = 3600

type ClientId = number | string

export type ChallengePurpose = PasswordChallenge['purpose']

/**
 * Challenges that replace one another: a new password link replaces the earlier password links
 * (reset or welcome), a new verification link the earlier one, a new invitation the earlier one.
 * Asking for one kind never cancels another (an anonymous "forgot password" keeps a pending
 * activation code).
 */
const FAMILIES: ReadonlyArray<readonly ChallengePurpose[]> = [
  ['reset', 'welcome'],
  ['verify'],
  ['invite'],
]

export const familyOf = (purpose: ChallengePurpose): readonly ChallengePurpose[] =>
  FAMILIES.find((f) => f.includes(purpose)) ?? [purpose]

/**
 * Deletes a client's challenges of the same family as `purpose`, before a new one is made. `req`:
 * the request of a hook whose transaction the deletion joins.
 */
export async function deleteChallengesLike(
  payload: Payload,
  clientId: ClientId,
  purpose: ChallengePurpose,
  req?: PayloadRequest,
): Promise<void> {
  await payload.delete({
    collection: 'password-challenges',
    where: {
      and: [{ contact: { equals: clientId } }, { purpose: { in: [...familyOf(purpose)] } }],
    },
    overrideAccess: true,
    ...(req ? { req } : {}),
  })
}

const sameAddress = (a: string | null | undefined, b: string | null | undefined) =>
  !!a && !!b && a.trim().toLowerCase() === b.trim().toLowerCase()

async function currentEmail(payload: Payload, clientId: ClientId): Promise<string | null> {
  const contact = await payload.findByID({
    collection: 'contacts',
    id: clientId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  return contact?.email ?? null
}

/**
 * A new single-use challenge for a client, to be mailed to `sentTo` (by default the client's
 * current address). The earlier ones of its family are deleted, so only the latest mailed link
 * works. The challenge itself is returned once, for the mail; only its hash is stored.
 */
export async function createChallenge(
  payload: Payload,
  clientId: ClientId,
  purpose: ChallengePurpose,
  sentTo?: string | null,
): Promise<string> {
  const address = sentTo ?? (await currentEmail(payload, clientId))
  await deleteChallengesLike(payload, clientId, purpose)
  const challenge = newSecret()
  await payload.create({
    collection: 'password-challenges',
    data: {
      contact: clientId as number,
      challengeHash: hashSecret(challenge),
      purpose,
      sentTo: address,
      expiresAt: new Date(Date.now() + CHALLENGE_TTL_SECONDS * 1000).toISOString(),
    },
    overrideAccess: true,
    depth: 0,
  })
  return challenge
}

/**
 * Whether a challenge still belongs to the mailbox that holds its client's account: a link mailed
 * to an address the client has since replaced proves nothing about the current one. Challenges
 * stored without an address keep working until they expire.
 */
export async function stillMailedToClient(
  payload: Payload,
  row: PasswordChallenge,
): Promise<boolean> {
  if (!row.sentTo) return true
  const clientId = idOf(row.contact)
  return clientId != null && sameAddress(row.sentTo, await currentEmail(payload, clientId))
}

/**
 * The stored challenge matching this client and secret, of one of the `purposes` the route
 * accepts, unused, unexpired and mailed to the client's current address; else 400
 * `bad_challenge`. Without `purposes`, only an address verification is accepted.
 */
export async function findValidChallenge(
  payload: Payload,
  clientId: string,
  challenge: unknown,
  purposes: readonly ChallengePurpose[] = ['verify'],
): Promise<PasswordChallenge> {
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
  if (
    !row ||
    String(idOf(row.contact)) !== clientId ||
    !purposes.includes(row.purpose) ||
    row.usedAt ||
    Date.parse(row.expiresAt) <= Date.now()
  )
    throw bad
  if (!(await stillMailedToClient(payload, row))) throw bad
  return row
}

/** Spends a challenge: kept, marked used, so a second use of the link is refused. */
export async function consumeChallenge(payload: Payload, row: PasswordChallenge): Promise<void> {
  await payload.update({
    collection: 'password-challenges',
    id: row.id,
    data: { usedAt: new Date().toISOString() },
    overrideAccess: true,
    depth: 0,
  })
}

/** Whether a challenge of this purpose was made for this client within the cool-down between two such mails. */
export async function challengeSentRecently(
  payload: Payload,
  contactId: ClientId,
  cooldownSeconds: number,
  purpose: ChallengePurpose = 'reset',
): Promise<boolean> {
  if (cooldownSeconds <= 0) return false
  const since = new Date(Date.now() - cooldownSeconds * 1000).toISOString()
  const { totalDocs } = await payload.count({
    collection: 'password-challenges',
    where: {
      and: [
        { contact: { equals: contactId } },
        { purpose: { equals: purpose } },
        { createdAt: { greater_than: since } },
      ],
    },
    overrideAccess: true,
  })
  return totalDocs > 0
}
