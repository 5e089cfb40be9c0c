import { createHmac } from 'node:crypto'

import { jwtVerify, SignJWT } from 'jose'

import type { Id } from '../contract/envelope'

/** Long enough for an editing session with the preview open, short enough that a copied link soon stops working. */
export const PREVIEW_TOKEN_TTL_SECONDS = 60 * 60

/** What a token previews: one offer, or the content pages. A token made for one is refused by the other. */
const OFFER_AUDIENCE = 'offer-preview'
const PAGES_AUDIENCE = 'content-pages-preview'

/** A key of its own, derived from the server's secret: a preview token is never accepted as a session token, nor the reverse. */
const keyOf = (secret: string) => createHmac('sha256', secret).update('offer-preview-token').digest()

export type PreviewGrant = { offerId: Id; userId: Id }

const isId = (v: unknown): v is Id => (typeof v === 'number' && Number.isSafeInteger(v)) || (typeof v === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(v))

function sign(secret: string, audience: string, claims: Record<string, Id>, ttlSeconds: number): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setAudience(audience)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
    .sign(keyOf(secret))
}

/** The claims of a valid token for `audience`; null when it is malformed, forged, for another purpose or expired. */
async function verify(secret: string, audience: string, token: unknown): Promise<Record<string, unknown> | null> {
  if (typeof token !== 'string' || token.length > 1024) return null
  try {
    return (await jwtVerify(token, keyOf(secret), { audience, algorithms: ['HS256'] })).payload
  } catch {
    return null
  }
}

/** The token a staff member's preview frame carries: it names one offer and the staff member it was made for. */
export function signPreviewToken(secret: string, { offerId, userId }: PreviewGrant, ttlSeconds = PREVIEW_TOKEN_TTL_SECONDS): Promise<string> {
  return sign(secret, OFFER_AUDIENCE, { oid: offerId, uid: userId }, ttlSeconds)
}

/** The grant of a valid offer preview token; null when it is malformed, forged, for another purpose or expired. */
export async function verifyPreviewToken(secret: string, token: unknown): Promise<PreviewGrant | null> {
  const claims = await verify(secret, OFFER_AUDIENCE, token)
  return claims && isId(claims.oid) && isId(claims.uid) ? { offerId: claims.oid, userId: claims.uid } : null
}

/** The token of the content pages' preview frame, made for one staff member. */
export function signPagesPreviewToken(secret: string, userId: Id, ttlSeconds = PREVIEW_TOKEN_TTL_SECONDS): Promise<string> {
  return sign(secret, PAGES_AUDIENCE, { uid: userId }, ttlSeconds)
}

/** The staff member a valid content-pages preview token was made for; null otherwise. */
export async function verifyPagesPreviewToken(secret: string, token: unknown): Promise<{ userId: Id } | null> {
  const claims = await verify(secret, PAGES_AUDIENCE, token)
  return claims && isId(claims.uid) ? { userId: claims.uid } : null
}
