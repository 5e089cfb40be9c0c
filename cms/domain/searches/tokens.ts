import { createHash, createHmac, randomBytes } from 'node:crypto'

import { env } from '../../env'

/** What is stored of a mailed token: its SHA-256, so a copy of the database opens no search. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex')

/** A fresh random token for a link mailed once (the confirmation link). */
export const newToken = (): string => randomBytes(32).toString('base64url')

/** A random salt, stored with the search, from which its unsubscribe token is derived. */
export const newSalt = (): string => randomBytes(16).toString('hex')

/**
 * The unsubscribe token of a search. Every alert mail carries it, so it is derived (keyed by the
 * server's secret and the search's random salt) rather than stored: the database keeps its hash only.
 */
export const unsubscribeToken = (salt: string): string =>
  createHmac('sha256', env().PAYLOAD_SECRET)
    .update(`saved-search-unsubscribe:${salt}`)
    .digest('base64url')

/** Tokens are base64url of 32 bytes: anything else is not looked up. */
export const isTokenShape = (s: string): boolean => /^[A-Za-z0-9_-]{20,100}$/.test(s)

/** What a new search stores for its unsubscribe link: the salt its token is derived from, and the token's hash. */
export function unsubscribeSecrets(): { unsubscribe_salt: string; unsubscribe_token_hash: string } {
  const salt = newSalt()
  return { unsubscribe_salt: salt, unsubscribe_token_hash: hashToken(unsubscribeToken(salt)) }
}
