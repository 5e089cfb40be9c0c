import { createHmac } from 'node:crypto'

import { jwtVerify, SignJWT } from 'jose'
import type { Id } from '@contract/envelope'

/**
 * Short, so that a copied link soon stops working: the preview page open in the admin's panel asks
 * for a fresh token well before this (`renewPreviewToken`), and the admin makes a new one each time
 * it loads or saves the document.
 */
export const PREVIEW_TOKEN_TTL_SECONDS = 10 * 60

/** What a token previews: one offer, or the content pages. A token made for one is refused by the other. */
const OFFER_AUDIENCE = 'offer-preview'
const PAGES_AUDIENCE = 'content-pages-preview'

/** A key of its own, derived from the server's secret: a preview token is never accepted as a session token, nor the reverse. */
const keyOf = (secret: string) =>
  createHmac('sha256', secret).update('offer-preview-token').digest()

/**
 * Who a token was made for: the staff member and the admin session (Payload's session id, `sid`)
 * it was made in. The token is refused as soon as that session ends (sign-out, or all the staff
 * member's sessions removed), so it never outlives the staff member's access to the admin.
 */
export type StaffSession = { userId: Id; sessionId: string }
export type PreviewGrant = StaffSession & { offerId: Id }

const isSessionId = (v: unknown): v is string =>
  typeof v === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(v)

const isId = (v: unknown): v is Id =>
  (typeof v === 'number' && Number.isSafeInteger(v)) ||
  (typeof v === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(v))

function sign(
  secret: string,
  audience: string,
  claims: Record<string, Id>,
  ttlSeconds: number,
): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setAudience(audience)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
    .sign(keyOf(secret))
}

/** The claims of a valid token for `audience`; null when it is malformed, forged, for another purpose or expired. */
async function verify(
  secret: string,
  audience: string,
  token: unknown,
): Promise<Record<string, unknown> | null> {
  if (typeof token !== 'string' || token.length > 1024) return null
  try {
    return (await jwtVerify(token, keyOf(secret), { audience, algorithms: ['HS256'] })).payload
  } catch {
    return null
  }
}

/** The token a staff member's preview frame carries: it names one offer, the staff member and the admin session it was made in. */
export function signPreviewToken(
  secret: string,
  { offerId, userId, sessionId }: PreviewGrant,
  ttlSeconds = PREVIEW_TOKEN_TTL_SECONDS,
): Promise<string> {
  return sign(secret, OFFER_AUDIENCE, { oid: offerId, uid: userId, sid: sessionId }, ttlSeconds)
}

/** The grant of a valid offer preview token; null when it is malformed, forged, for another purpose, expired or made outside a session. */
export async function verifyPreviewToken(
  secret: string,
  token: unknown,
): Promise<PreviewGrant | null> {
  const claims = await verify(secret, OFFER_AUDIENCE, token)
  return claims && isId(claims.oid) && isId(claims.uid) && isSessionId(claims.sid)
    ? { offerId: claims.oid, userId: claims.uid, sessionId: claims.sid }
    : null
}

/** The token of the content pages' preview frame, made for one staff member in one admin session. */
export function signPagesPreviewToken(
  secret: string,
  { userId, sessionId }: StaffSession,
  ttlSeconds = PREVIEW_TOKEN_TTL_SECONDS,
): Promise<string> {
  return sign(secret, PAGES_AUDIENCE, { uid: userId, sid: sessionId }, ttlSeconds)
}

/** The staff session a valid content-pages preview token was made for; null otherwise. */
export async function verifyPagesPreviewToken(
  secret: string,
  token: unknown,
): Promise<StaffSession | null> {
  const claims = await verify(secret, PAGES_AUDIENCE, token)
  return claims && isId(claims.uid) && isSessionId(claims.sid)
    ? { userId: claims.uid, sessionId: claims.sid }
    : null
}

/** How one kind of preview token is checked and made again (for `renewPreviewToken`). */
export type PreviewTokenKind<G extends StaffSession> = {
  verify: (secret: string, token: unknown) => Promise<G | null>
  sign: (secret: string, grant: G) => Promise<string>
}

export const OFFER_PREVIEW_TOKENS: PreviewTokenKind<PreviewGrant> = {
  verify: verifyPreviewToken,
  sign: (secret, grant) => signPreviewToken(secret, grant),
}
export const PAGES_PREVIEW_TOKENS: PreviewTokenKind<StaffSession> = {
  verify: verifyPagesPreviewToken,
  sign: (secret, grant) => signPagesPreviewToken(secret, grant),
}
