import type { Contact } from '../../cms/payload-types'

const TEXT_FIELDS = [
  'co_civility',
  'co_firstname',
  'co_name',
  'co_function',
  'co_mobile1',
  'co_tel1',
  'co_type',
  'co_post',
  'co_address1',
  'co_address2',
  'co_address3',
  'co_zip',
  'co_city',
  'co_country',
] as const

const FLAGS = ['co_issyndic', 'co_isrenter', 'co_isowner', 'co_isagency', 'co_isagent', 'co_issociety'] as const

export type LegacyContact = { co_id: number | string; co_login: string; co_email1: string; createdAt: string } & Record<
  (typeof TEXT_FIELDS)[number],
  string
> &
  Record<(typeof FLAGS)[number], boolean>

/**
 * The legacy contact shape. Built from an allow-list, so nothing Payload keeps on an auth
 * document (hash, salt, reset token, login attempts, lock) can ever leak into a response.
 */
export function toLegacyContact(doc: Contact): LegacyContact {
  const out: Record<string, unknown> = {
    co_id: doc.id,
    co_login: doc.username ?? '',
    co_email1: doc.email ?? '',
    createdAt: doc.createdAt,
  }
  for (const f of TEXT_FIELDS) out[f] = doc[f] ?? ''
  for (const f of FLAGS) out[f] = doc[f] === true
  return out as LegacyContact
}

/** The client's saved site preferences: always an object. */
export function contactPreferences(doc: Contact): Record<string, unknown> {
  const p = doc.co_preferences
  return p && typeof p === 'object' && !Array.isArray(p) ? (p as Record<string, unknown>) : {}
}
