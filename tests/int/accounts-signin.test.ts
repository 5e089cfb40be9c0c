import { createHash } from 'node:crypto'

import { beforeAll, describe, expect, it } from 'vitest'

import { AUTH_SECRET_KEYS } from '../helpers/auth-secrets'
import { makeClient } from '../helpers/factories'
import { call, signIn } from '../helpers/http'
import { useServer } from '../helpers/server'

// Lockout and rotation tests send many sign-ins from one address; the per-address limit has its own file.
process.env.RATE_LIMIT_SCALE = '100'

const running = useServer()
let url: string
beforeAll(async () => {
  url = running.url
})

describe('expired secrets', () => {
  // First in this file: pruning runs at most once an hour per process, on the first sign-in.
  it('are deleted after a sign-in, while live ones stay', async () => {
    const c = await makeClient(running.payload)
    const past = new Date(Date.now() - 1000).toISOString()
    const future = new Date(Date.now() + 3_600_000).toISOString()
    const rows = (data: Record<string, unknown>) => ({ contact: c.id, expiresAt: past, ...data })
    await running.payload.create({
      collection: 'refresh-tokens',
      data: rows({ tokenHash: 'expired-token', family: 'old' }) as never,
      overrideAccess: true,
    })
    await running.payload.create({
      collection: 'refresh-tokens',
      data: rows({ tokenHash: 'live-token', family: 'live', expiresAt: future }) as never,
      overrideAccess: true,
    })
    await running.payload.create({
      collection: 'password-challenges',
      data: rows({ challengeHash: 'expired-challenge', purpose: 'reset' }) as never,
      overrideAccess: true,
    })
    await signIn(url, c.login)
    const count = async () =>
      (
        await running.payload.count({
          collection: 'refresh-tokens',
          where: { tokenHash: { in: ['expired-token', 'live-token'] } },
          overrideAccess: true,
        })
      ).totalDocs +
      (
        await running.payload.count({
          collection: 'password-challenges',
          where: { challengeHash: { equals: 'expired-challenge' } },
          overrideAccess: true,
        })
      ).totalDocs
    await expect.poll(count, { timeout: 5000 }).toBe(1)
    expect(
      (
        await running.payload.count({
          collection: 'refresh-tokens',
          where: { tokenHash: { equals: 'live-token' } },
          overrideAccess: true,
        })
      ).totalDocs,
    ).toBe(1)
  })
})

describe('POST /web/1.0/signin', () => {
  it('signs in by login or by e-mail and answers tokens, the contact without secrets and its preferences', async () => {
    const c = await makeClient(running.payload, {
      co_city: 'Monaco',
      co_isowner: true,
      co_preferences: { lang: 'fr' },
    })
    for (const login of [c.login, c.email, c.email.toUpperCase()]) {
      const body = await signIn(url, login)
      expect(body.err).toBeNull()
      expect(body.accesstoken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/)
      expect(body.refreshtoken).toMatch(/^[\w-]{43}$/)
      expect(body.data).toMatchObject({
        co_id: c.id,
        co_login: c.login,
        co_email1: c.email,
        co_city: 'Monaco',
        co_isowner: true,
        co_isagent: false,
      })
      expect(body.preferences).toEqual({ lang: 'fr' })
      for (const key of [...AUTH_SECRET_KEYS, 'sessions']) expect(body.data).not.toHaveProperty(key)
    }
  })

  it('answers 401 bad_credentials for a wrong password and for an unknown login alike', async () => {
    const c = await makeClient(running.payload)
    const wrong = await call(url, 'POST', '/web/1.0/signin', {
      co_login: c.login,
      co_password: 'not-the-password',
    })
    const unknown = await call(url, 'POST', '/web/1.0/signin', {
      co_login: 'nobody.here',
      co_password: 'whatever-123',
    })
    for (const a of [wrong, unknown]) {
      expect(a.status).toBe(401)
      expect(a.body.err?.code).toBe('bad_credentials')
    }
    expect(wrong.body.err?.message).toBe(unknown.body.err?.message)
  })

  it('answers 400 invalid_input naming the missing fields', async () => {
    const a = await call(url, 'POST', '/web/1.0/signin', { co_login: '  ' })
    expect(a.status).toBe(400)
    expect(a.body.err).toMatchObject({ code: 'invalid_input', fields: ['co_login', 'co_password'] })
    const notJson = await fetch(`${url}/web/1.0/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"co_login":',
    })
    expect(notJson.status).toBe(400)
  })

  it('refuses address-book entries (co_type contact), which are not users', async () => {
    const c = await makeClient(running.payload, { co_type: 'contact' })
    const a = await call(url, 'POST', '/web/1.0/signin', {
      co_login: c.login,
      co_password: c.password,
    })
    expect(a.status).toBe(401)
    expect(a.body.err?.code).toBe('bad_credentials')
  })

  it('locks the account after 5 failed attempts: 423 locked, even with the right password', async () => {
    const c = await makeClient(running.payload)
    for (let i = 0; i < 5; i++) {
      const a = await call(url, 'POST', '/web/1.0/signin', {
        co_login: c.login,
        co_password: `wrong-password-${i}`,
      })
      expect(a.status === 401 || a.status === 423).toBe(true)
    }
    const locked = await call(url, 'POST', '/web/1.0/signin', {
      co_login: c.login,
      co_password: c.password,
    })
    expect(locked.status).toBe(423)
    expect(locked.body.err?.code).toBe('locked')
    // Another client is not affected.
    const other = await makeClient(running.payload)
    expect((await signIn(url, other.login)).data.co_id).toBe(other.id)
  })

  it('issues an access token that identifies the caller on the API', async () => {
    const c = await makeClient(running.payload)
    const { accesstoken } = await signIn(url, c.login)
    const me = await call(url, 'GET', '/web/1.0/me', undefined, accesstoken)
    expect(me.status).toBe(200)
    expect(me.body.data.co_id).toBe(c.id)
    const anonymous = await call(url, 'GET', '/web/1.0/me')
    expect(anonymous.status).toBe(401)
    expect(anonymous.body.err?.code).toBe('unauthenticated')
    const forged = await call(
      url,
      'GET',
      '/web/1.0/me',
      undefined,
      `${accesstoken.slice(0, -4)}AAAA`,
    )
    expect(forged.status).toBe(401)
  })
})

describe('refresh tokens', () => {
  it('are stored only as a SHA-256 hash', async () => {
    const c = await makeClient(running.payload)
    const { refreshtoken } = await signIn(url, c.login)
    const rows = await running.payload.find({
      collection: 'refresh-tokens',
      where: { contact: { equals: c.id } },
      overrideAccess: true,
      showHiddenFields: true,
    })
    expect(rows.docs).toHaveLength(1)
    expect(rows.docs[0].tokenHash).toBe(createHash('sha256').update(refreshtoken).digest('hex'))
    expect(JSON.stringify(rows.docs)).not.toContain(refreshtoken)
  })
})

describe('POST /web/1.0/autosignin', () => {
  it('renews the access token from a valid one and its refresh token, without touching the refresh token', async () => {
    const c = await makeClient(running.payload)
    const first = await signIn(url, c.login)
    const a = await call(url, 'POST', '/web/1.0/autosignin', {
      accesstoken: first.accesstoken,
      refreshtoken: first.refreshtoken,
    })
    expect(a.status).toBe(200)
    expect(a.body.err).toBeNull()
    expect(a.body.data.co_id).toBe(c.id)
    expect(a.body).not.toHaveProperty('refreshtoken')
    const me = await call(url, 'GET', '/web/1.0/me', undefined, a.body.accesstoken)
    expect(me.body.data.co_id).toBe(c.id)
  })

  it('falls back on the refresh token when the access token is no longer valid, and rotates it', async () => {
    const c = await makeClient(running.payload)
    const first = await signIn(url, c.login)
    const a = await call(url, 'POST', '/web/1.0/autosignin', {
      accesstoken: 'expired.or.garbage',
      refreshtoken: first.refreshtoken,
    })
    expect(a.status).toBe(200)
    expect(a.body.data.co_id).toBe(c.id)
    expect(a.body.refreshtoken).toMatch(/^[\w-]{43}$/)
    expect(a.body.refreshtoken).not.toBe(first.refreshtoken)
    expect(
      (await call(url, 'GET', '/web/1.0/me', undefined, a.body.accesstoken)).body.data.co_id,
    ).toBe(c.id)
    // The new refresh token works in turn.
    const b = await call(url, 'POST', '/web/1.0/autosignin', { refreshtoken: a.body.refreshtoken })
    expect(b.status).toBe(200)
    expect(b.body.refreshtoken).not.toBe(a.body.refreshtoken)
  })

  it('treats a reused, already rotated refresh token as stolen: the whole session is revoked', async () => {
    const c = await makeClient(running.payload)
    const first = await signIn(url, c.login)
    const rotated = await call(url, 'POST', '/web/1.0/autosignin', {
      refreshtoken: first.refreshtoken,
    })
    expect(rotated.status).toBe(200)
    const replay = await call(url, 'POST', '/web/1.0/autosignin', {
      refreshtoken: first.refreshtoken,
    })
    expect(replay.status).toBe(401)
    expect(replay.body.err?.code).toBe('unauthenticated')
    // The legitimate successor dies with its family, and its access token can no longer be renewed.
    const successor = await call(url, 'POST', '/web/1.0/autosignin', {
      refreshtoken: rotated.body.refreshtoken,
    })
    expect(successor.status).toBe(401)
    const renew = await call(url, 'POST', '/web/1.0/autosignin', {
      accesstoken: rotated.body.accesstoken,
    })
    expect(renew.status).toBe(401)
    // Another session of the same client is untouched.
    const other = await signIn(url, c.login)
    expect(
      (await call(url, 'POST', '/web/1.0/autosignin', { refreshtoken: other.refreshtoken })).status,
    ).toBe(200)
  })

  it('refuses an expired refresh token', async () => {
    const c = await makeClient(running.payload)
    const first = await signIn(url, c.login)
    await running.payload.update({
      collection: 'refresh-tokens',
      where: { contact: { equals: c.id } },
      data: { expiresAt: new Date(Date.now() - 1000).toISOString() },
      overrideAccess: true,
    })
    const a = await call(url, 'POST', '/web/1.0/autosignin', { refreshtoken: first.refreshtoken })
    expect(a.status).toBe(401)
    expect(a.body.err?.code).toBe('unauthenticated')
  })

  it('answers 401 without any usable token and 400 for a malformed body', async () => {
    expect((await call(url, 'POST', '/web/1.0/autosignin', {})).status).toBe(401)
    expect(
      (await call(url, 'POST', '/web/1.0/autosignin', { refreshtoken: 'x'.repeat(43) })).status,
    ).toBe(401)
    const bad = await call(url, 'POST', '/web/1.0/autosignin', { refreshtoken: 12 })
    expect(bad.status).toBe(400)
    expect(bad.body.err).toMatchObject({ code: 'invalid_input', fields: ['refreshtoken'] })
  })

  it('stops working for a client deleted by staff', async () => {
    const c = await makeClient(running.payload)
    const first = await signIn(url, c.login)
    await running.payload.delete({ collection: 'contacts', id: c.id, overrideAccess: true })
    expect(
      (await call(url, 'POST', '/web/1.0/autosignin', { accesstoken: first.accesstoken })).status,
    ).toBe(401)
    expect(
      (await call(url, 'POST', '/web/1.0/autosignin', { refreshtoken: first.refreshtoken })).status,
    ).toBe(401)
  })
})

describe('POST /web/1.0/signout', () => {
  it('revokes the session: neither its refresh token nor its access token can renew it', async () => {
    const c = await makeClient(running.payload)
    const s = await signIn(url, c.login)
    const out = await call(url, 'POST', '/web/1.0/signout', { refreshtoken: s.refreshtoken })
    expect(out.status).toBe(200)
    expect(out.body.err).toBeNull()
    expect(
      (await call(url, 'POST', '/web/1.0/autosignin', { refreshtoken: s.refreshtoken })).status,
    ).toBe(401)
    expect(
      (await call(url, 'POST', '/web/1.0/autosignin', { accesstoken: s.accesstoken })).status,
    ).toBe(401)
  })

  it('also ends the session named by the caller’s access token', async () => {
    const c = await makeClient(running.payload)
    const s = await signIn(url, c.login)
    expect((await call(url, 'POST', '/web/1.0/signout', {}, s.accesstoken)).status).toBe(200)
    expect(
      (await call(url, 'POST', '/web/1.0/autosignin', { refreshtoken: s.refreshtoken })).status,
    ).toBe(401)
  })
})
