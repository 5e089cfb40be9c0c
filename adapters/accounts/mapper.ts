import { CONTACT_FLAGS, CONTACT_TEXT_FIELDS, type Client } from '@contract/accounts'

import type { Client as ClientDoc } from '@cms/payload-types'

/**
 * The legacy contact shape. Built from an allow-list, so nothing Payload keeps on an auth
 * document (hash, salt, reset token, login attempts, lock) can ever leak into a response.
 */
export function toClient(doc: ClientDoc): Client {
  const out: Record<string, unknown> = {
    co_id: doc.id,
    co_login: doc.username ?? '',
    co_email1: doc.email ?? '',
    createdAt: doc.createdAt,
    co_email_verified: doc.co_email_verified === true,
  }
  for (const f of CONTACT_TEXT_FIELDS) out[f] = doc[f] ?? ''
  for (const f of CONTACT_FLAGS) out[f] = doc[f] === true
  return out as Client
}

/** The client's saved site preferences: always an object. */
export function clientPreferences(doc: ClientDoc): Record<string, unknown> {
  const p = doc.co_preferences
  return p && typeof p === 'object' && !Array.isArray(p) ? (p as Record<string, unknown>) : {}
}
