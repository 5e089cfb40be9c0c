import { createHmac } from 'node:crypto'

import { jwtVerify, SignJWT } from 'jose'

import type { Id } from '../contract/envelope'

/** Long enough for an editing session with the preview open, short enough that a copied link soon stops working. */
export const PREVIEW_TOKEN_TTL_SECONDS = 60 * 60

const AUDIENCE = 'offer-preview'

/** A key of its own, derived from the server's secret: a preview token is never accepted as a session token, nor the reverse. */
const keyOf = (secret: string) => createHmac('sha256', secret).update('offer-preview-token').digest()

export type PreviewGrant = { offerId: Id; userId: Id }

/** The token a staff member's preview frame carries: it names one offer and the staff member it was made for. */
export async function signPreviewToken(secret: string, { offerId, userId }: PreviewGrant, ttlSeconds = PREVIEW_TOKEN_TTL_SECONDS): Promise<string> {
  return new SignJWT({ oid: offerId, uid: userId })
    .setProtectedHeader({ alg: 'HS256' })
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
    .sign(keyOf(secret))
}

const isId = (v: unknown): v is Id => (typeof v === 'number' && Number.isSafeInteger(v)) || (typeof v === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(v))

/** The grant of a valid token; null when it is malformed, forged, for another purpose or expired. */
export async function verifyPreviewToken(secret: string, token: unknown): Promise<PreviewGrant | null> {
  if (typeof token !== 'string' || token.length > 1024) return null
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), { audience: AUDIENCE, algorithms: ['HS256'] })
    return isId(payload.oid) && isId(payload.uid) ? { offerId: payload.oid, userId: payload.uid } : null
  } catch {
    return null
  }
}
