import type { Payload } from 'payload'

import type { Env } from '../../cms/env'
import type { Client } from '../../cms/payload-types'
import { issueAccessToken } from './access-tokens'
import { issueRefreshToken, newFamily, pruneExpiredSecrets } from './refresh-tokens'

export type Session = { accesstoken: string; refreshtoken: string }

/** A new session for a client: the first refresh token of a new family, and an access token naming it. */
export async function openSession(payload: Payload, e: Env, contact: Client): Promise<Session> {
  const family = newFamily()
  const refreshtoken = await issueRefreshToken(payload, contact.id, e.REFRESH_TOKEN_TTL, family)
  pruneExpiredSecrets(payload)
  return { accesstoken: await issueAccessToken(payload, contact, family), refreshtoken }
}

/** Contacts typed `contact` are address-book entries, not users: they never sign in. */
export const maySignIn = (contact: Pick<Client, 'co_type'> | null | undefined): contact is Client =>
  !!contact && contact.co_type !== 'contact'
