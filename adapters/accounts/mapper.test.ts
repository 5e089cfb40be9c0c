import { describe, expect, it } from 'vitest'

import type { Client as ClientDoc } from '@cms/payload-types'
import { AUTH_SECRET_KEYS } from '../../tests/helpers/auth-secrets'
import { clientPreferences, toClient } from './mapper'

const doc = {
  id: 7,
  username: 'claire.d',
  email: 'claire@example.com',
  co_firstname: 'Claire',
  co_name: 'Dumont',
  co_civility: 'mme',
  co_city: null,
  co_isowner: true,
  co_isagent: null,
  co_preferences: { lang: 'fr' },
  createdAt: '2026-01-02T03:04:05.000Z',
  updatedAt: '2026-01-02T03:04:05.000Z',
  // What Payload keeps on an auth document and must never leave the server:
  hash: 'h',
  salt: 's',
  resetPasswordToken: 't',
  resetPasswordExpiration: '2030-01-01',
  loginAttempts: 3,
  lockUntil: '2030-01-01',
  sessions: [{ id: 'x' }],
  visitRequests: { docs: [1] },
} as unknown as ClientDoc

describe('toClient', () => {
  it('maps login and e-mail to the legacy names and every co_ field, empty strings for missing text', () => {
    const c = toClient(doc)
    expect(c).toMatchObject({
      co_id: 7,
      co_login: 'claire.d',
      co_email1: 'claire@example.com',
      co_firstname: 'Claire',
      co_civility: 'mme',
      co_city: '',
      co_zip: '',
    })
    expect(c.co_isowner).toBe(true)
    expect(c.co_isagent).toBe(false)
    expect(c.co_issyndic).toBe(false)
  })

  it('never carries secrets, lock counters or admin joins', () => {
    const c = toClient(doc) as Record<string, unknown>
    for (const key of [...AUTH_SECRET_KEYS, 'sessions', 'visitRequests', 'co_preferences']) {
      expect(c).not.toHaveProperty(key)
    }
    expect(Object.keys(c).every((k) => k.startsWith('co_') || k === 'createdAt')).toBe(true)
  })
})

describe('clientPreferences', () => {
  it('is the stored object, or {} for anything else', () => {
    expect(clientPreferences(doc)).toEqual({ lang: 'fr' })
    for (const p of [null, undefined, [1, 2], 'text', 3])
      expect(clientPreferences({ ...doc, co_preferences: p } as ClientDoc)).toEqual({})
  })
})
