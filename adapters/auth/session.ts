import type { AppDeps } from '../start/deps'
import type { Client } from '@cms/payload-types'
import { issueAccessToken } from './access-tokens'
import { issueRefreshToken, newFamily } from './refresh-tokens'

export type Session = { accesstoken: string; refreshtoken: string }

/**
 * A new session for a client: the first refresh token of a new family, and an access token naming
 * it. Expired secrets are pruned after it (the services' `pruneExpiredSecrets`, at most hourly).
 */
export async function openSession(
  {
    payload,
    env: e,
    pruneExpiredSecrets,
  }: Pick<AppDeps, 'payload' | 'env' | 'pruneExpiredSecrets'>,
  contact: Client,
): Promise<Session> {
  const family = newFamily()
  const refreshtoken = await issueRefreshToken(payload, contact.id, e.REFRESH_TOKEN_TTL, family)
  pruneExpiredSecrets()
  return { accesstoken: await issueAccessToken(payload, contact, family), refreshtoken }
}

/** Contacts typed `contact` are address-book entries, not users: they never sign in. */
export const maySignIn = (contact: Pick<Client, 'co_type'> | null | undefined): contact is Client =>
  !!contact && contact.co_type !== 'contact'
