import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { ApiError } from '@contract/api-error'

import type { RefreshToken } from '@cms/payload-types'
import { idOf } from '@cms/domain/payload/relation-id'
import { hashSecret, looksLikeSecret, newSecret } from '@cms/domain/auth/secrets'

type ClientId = number | string

export const newFamily = (): string => randomUUID()

/** Stores the hash of a fresh refresh token for a client, in the given family (session). */
export async function issueRefreshToken(
  payload: Payload,
  clientId: ClientId,
  ttlSeconds: number,
  family: string,
): Promise<string> {
  const token = newSecret()
  await payload.create({
    collection: 'refresh-tokens',
    data: {
      contact: clientId as number,
      tokenHash: hashSecret(token),
      family,
      expiresAt: new Date(Date.now() + ttlSeconds * 1000).toISOString(),
    },
    overrideAccess: true,
    depth: 0,
  })
  return token
}

/** Revokes every still-valid token of a family (sign-out, or a replayed token). */
export async function revokeFamily(payload: Payload, family: string): Promise<void> {
  await payload.update({
    collection: 'refresh-tokens',
    where: { family: { equals: family } },
    data: { revokedAt: new Date().toISOString() },
    overrideAccess: true,
    depth: 0,
  })
}

/** Revokes every session of a client (its password changed), but the one named in `keep`. */
export async function revokeAllForClient(
  payload: Payload,
  clientId: ClientId,
  keep?: string,
): Promise<void> {
  await payload.update({
    collection: 'refresh-tokens',
    where: {
      and: [{ contact: { equals: clientId } }, ...(keep ? [{ family: { not_equals: keep } }] : [])],
    },
    data: { revokedAt: new Date().toISOString() },
    overrideAccess: true,
    depth: 0,
  })
}

async function findByToken(payload: Payload, token: string): Promise<RefreshToken | undefined> {
  const { docs } = await payload.find({
    collection: 'refresh-tokens',
    where: { tokenHash: { equals: hashSecret(token) } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    pagination: false,
  })
  return docs[0]
}

const inFlight = new Map<string, Promise<unknown>>()

/**
 * Spends a refresh token: returns its client and the token that replaces it. A token already
 * spent (rotated) is a replay, so its whole family is revoked. Uses of one token are serialized
 * within this process, so two racing uses cannot both succeed.
 */
export async function rotateRefreshToken(
  payload: Payload,
  token: unknown,
  ttlSeconds: number,
): Promise<{ clientId: ClientId; family: string; refreshtoken: string }> {
  const rejected = new ApiError('unauthenticated', 'Your session has expired, sign in again')
  if (!looksLikeSecret(token)) throw rejected
  const previous = inFlight.get(token) ?? Promise.resolve()
  const run = previous
    .catch(() => undefined)
    .then(async () => {
      const row = await findByToken(payload, token)
      if (!row || row.revokedAt) throw rejected
      if (row.rotatedAt) {
        await revokeFamily(payload, row.family)
        payload.logger.warn(
          { family: row.family },
          'a rotated refresh token was presented again: its family is revoked',
        )
        throw rejected
      }
      if (Date.parse(row.expiresAt) <= Date.now()) throw rejected
      await payload.update({
        collection: 'refresh-tokens',
        id: row.id,
        data: { rotatedAt: new Date().toISOString() },
        overrideAccess: true,
        depth: 0,
      })
      const clientId = idOf(row.contact)
      if (clientId == null) throw rejected
      return {
        clientId,
        family: row.family,
        refreshtoken: await issueRefreshToken(payload, clientId, ttlSeconds, row.family),
      }
    })
  inFlight.set(token, run)
  try {
    return await run
  } finally {
    if (inFlight.get(token) === run) inFlight.delete(token)
  }
}

/** Sign-out: revokes the family of a refresh token; an unknown token is simply ignored. */
export async function revokeRefreshToken(payload: Payload, token: unknown): Promise<void> {
  if (!looksLikeSecret(token)) return
  const row = await findByToken(payload, token)
  if (row) await revokeFamily(payload, row.family)
}

/**
 * A session is alive while it holds a current refresh token: neither replaced, revoked nor
 * expired. Staff deleting that row, a sign-out, a replay or a password change all end it.
 */
export async function isSessionAlive(
  payload: Payload,
  family: string | undefined,
): Promise<boolean> {
  if (!family) return false
  const { totalDocs } = await payload.count({
    collection: 'refresh-tokens',
    where: {
      and: [
        { family: { equals: family } },
        { rotatedAt: { exists: false } },
        { revokedAt: { exists: false } },
        { expiresAt: { greater_than: new Date().toISOString() } },
      ],
    },
    overrideAccess: true,
  })
  return totalDocs > 0
}

/** The family of a refresh token that is still current (not replaced, revoked or expired). */
export async function familyOfCurrentToken(
  payload: Payload,
  token: unknown,
): Promise<string | undefined> {
  if (!looksLikeSecret(token)) return undefined
  const row = await findByToken(payload, token)
  if (!row || row.rotatedAt || row.revokedAt || Date.parse(row.expiresAt) <= Date.now())
    return undefined
  return row.family
}

const PRUNE_EVERY_MS = 60 * 60 * 1000

/**
 * Deletes refresh tokens and password challenges that expired: they can never be used again, and
 * a replayed expired token is refused anyway. The function it returns runs at most once an hour
 * (one per server, made by its services), after a sign-in, without delaying it.
 */
export function expiredSecretsPruner(payload: Payload): () => void {
  let lastPrune = 0
  return () => {
    const now = Date.now()
    if (now - lastPrune < PRUNE_EVERY_MS) return
    lastPrune = now
    const expired = { expiresAt: { less_than: new Date(now).toISOString() } }
    Promise.all([
      payload.delete({ collection: 'refresh-tokens', where: expired, overrideAccess: true }),
      payload.delete({ collection: 'password-challenges', where: expired, overrideAccess: true }),
    ]).catch((err) =>
      payload.logger.error({ err }, 'pruning expired refresh tokens and challenges failed'),
    )
  }
}
