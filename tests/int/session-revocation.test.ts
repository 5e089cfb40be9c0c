import { decodeJwt } from 'jose'
import { describe, expect, it, vi } from 'vitest'

import { makeClient } from '../helpers/factories'
import { call, signIn } from '../helpers/http'
import { connected, liveSocket } from '../helpers/live'
import { useServer } from '../helpers/server'

process.env.RATE_LIMIT_SCALE = '100'

/** An access token dies with its session: sign-out, replay, password change or staff ending it. */
const running = useServer()

const newSession = async () => {
  const c = await makeClient(running.payload)
  return { ...c, ...(await signIn(running.url, c.login)) }
}
const actions = async (token: string) =>
  (await call(running.url, 'GET', '/web/1.0/actions', undefined, token)).status
const signOut = (s: { refreshtoken: string; accesstoken?: string }) =>
  call(running.url, 'POST', '/web/1.0/signout', { refreshtoken: s.refreshtoken }, s.accesstoken)
/** The status of a renewal with these tokens. */
const renewal = async (tokens: { accesstoken?: string; refreshtoken?: string }) =>
  (await call(running.url, 'POST', '/web/1.0/autosignin', tokens)).status

describe('a revoked session', () => {
  it('ends at sign-out for the API at once', async () => {
    const s = await newSession()
    expect(await actions(s.accesstoken)).toBe(200)
    await signOut(s)
    expect(await actions(s.accesstoken)).toBe(401)
  })

  it('ends when a replaced refresh token is replayed', async () => {
    const s = await newSession()
    const renewed = await call<{ accesstoken: string; refreshtoken: string }>(
      running.url,
      'POST',
      '/web/1.0/autosignin',
      { refreshtoken: s.refreshtoken },
    )
    expect(renewed.status).toBe(200)
    expect(await actions(renewed.body.accesstoken)).toBe(200)
    expect(await renewal({ refreshtoken: s.refreshtoken })).toBe(401)
    expect(await actions(renewed.body.accesstoken)).toBe(401)
  })

  it("ends for the client's other sessions when its password changes", async () => {
    const s = await newSession()
    const other = await signIn(running.url, s.login)
    const changed = await call(
      running.url,
      'POST',
      '/api/1.0/signin/forgetpassword/newpassword',
      {
        co_id: String(s.id),
        co_password: 'A-brand-new-Password-7',
        co_password_current: s.password,
      },
      s.accesstoken,
    )
    expect(changed.status).toBe(200)
    expect(await actions(other.accesstoken)).toBe(401)
    expect(await actions(s.accesstoken)).toBe(200)
  })

  it('ends when staff delete it in the admin', async () => {
    const s = await newSession()
    expect(await actions(s.accesstoken)).toBe(200)
    await running.payload.delete({
      collection: 'refresh-tokens',
      where: { contact: { equals: s.id } },
      overrideAccess: true,
    })
    expect(await actions(s.accesstoken)).toBe(401)
  })
})

describe('renewing an access token', () => {
  it('needs the refresh token to outlive the access token: alone, it only gets a token that expires with it', async () => {
    const s = await newSession()
    const alone = await call<{ accesstoken: string }>(running.url, 'POST', '/web/1.0/autosignin', {
      accesstoken: s.accesstoken,
    })
    expect(alone.status).toBe(200)
    expect(decodeJwt(alone.body.accesstoken).exp!).toBeLessThanOrEqual(
      decodeJwt(s.accesstoken).exp!,
    )
    await signOut({ refreshtoken: s.refreshtoken })
    expect(await renewal({ accesstoken: s.accesstoken })).toBe(401)
    expect(await actions(alone.body.accesstoken)).toBe(401)
  })

  it('keeps the refresh token while the access token is valid', async () => {
    const s = await newSession()
    const both = await call<{ accesstoken: string; refreshtoken?: string }>(
      running.url,
      'POST',
      '/web/1.0/autosignin',
      { accesstoken: s.accesstoken, refreshtoken: s.refreshtoken },
    )
    expect(both.status).toBe(200)
    // While the access token is valid the refresh token is kept: two tabs renewing at once stay signed in.
    expect(both.body.refreshtoken).toBeUndefined()
    expect(await renewal({ accesstoken: s.accesstoken, refreshtoken: s.refreshtoken })).toBe(200)
  })
})

describe('live sockets', () => {
  const connect = async (token: string) => {
    const socket = liveSocket(running.url, token)
    await connected(socket)
    return socket
  }

  it('are closed when their session ends, and refused after', async () => {
    const s = await newSession()
    const socket = await connect(s.accesstoken)
    const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve))
    await signOut(s)
    expect(await closed).toBe('io server disconnect')
    await expect(connect(s.accesstoken)).rejects.toThrow('unauthenticated')
  })

  it('are closed however late the sign-out is committed', async () => {
    const s = await newSession()
    const socket = await connect(s.accesstoken)
    const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve))
    // The database commits the sign-out late (PostgreSQL: the save's own hooks run before it).
    const db = running.payload.db
    const commit = db.commitTransaction.bind(db)
    const late = vi.spyOn(db, 'commitTransaction').mockImplementation(async (id) => {
      await new Promise((r) => setTimeout(r, 400))
      return commit(id)
    })
    try {
      await signOut(s)
      const timedOut = new Promise<string>((r) => setTimeout(() => r('still open'), 5_000))
      expect(await Promise.race([closed, timedOut])).toBe('io server disconnect')
    } finally {
      late.mockRestore()
      socket.close()
    }
  })
})
