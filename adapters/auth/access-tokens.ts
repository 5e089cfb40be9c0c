import { decodeJwt } from 'jose'
import { getFieldsToSign, jwtSign, type Payload } from 'payload'

import type { Client } from '@cms/payload-types'

/** Claim naming the refresh-token family (the session) an access token belongs to. */
const FAMILY_CLAIM = 'sfam'

/**
 * A contacts-collection access token signed exactly as Payload's own login signs it (same fields,
 * secret and lifetime), so `payload.auth` accepts it and ACCESS_TOKEN_TTL bounds it. It also names
 * its session, so that renewing it is refused once the session is revoked. With `expiresBy`
 * (seconds since the epoch) it expires no later than that: undefined when that time has come.
 */
export async function issueAccessToken(
  payload: Payload,
  contact: Client,
  family: string,
): Promise<string>
export async function issueAccessToken(
  payload: Payload,
  contact: Client,
  family: string,
  expiresBy: number,
): Promise<string | undefined>
export async function issueAccessToken(
  payload: Payload,
  contact: Client,
  family: string,
  expiresBy?: number,
): Promise<string | undefined> {
  const collectionConfig = payload.collections.contacts.config
  // Payload dates the token from the current whole second: counting from the next one keeps `exp` at or before `expiresBy`.
  const lifetime =
    expiresBy === undefined
      ? collectionConfig.auth.tokenExpiration
      : Math.min(collectionConfig.auth.tokenExpiration, expiresBy - Math.ceil(Date.now() / 1000))
  if (lifetime < 1) return undefined
  const fieldsToSign = getFieldsToSign({
    collectionConfig,
    email: contact.email ?? '',
    user: { ...contact, collection: 'contacts' },
  })
  fieldsToSign[FAMILY_CLAIM] = family
  const { token } = await jwtSign({
    fieldsToSign,
    secret: payload.secret,
    tokenExpiration: lifetime,
  })
  return token
}

/** When an access token already verified by `payload.auth` expires, in seconds since the epoch. */
export function expiryOfAccessToken(token: string): number | undefined {
  try {
    const { exp } = decodeJwt(token)
    return typeof exp === 'number' ? exp : undefined
  } catch {
    return undefined
  }
}

/** The session named by an access token already verified by `payload.auth`. */
export function sessionOfAccessToken(token: string): string | undefined {
  try {
    const claim = decodeJwt(token)[FAMILY_CLAIM]
    return typeof claim === 'string' ? claim : undefined
  } catch {
    return undefined
  }
}
