import { describe, expect, it } from 'vitest'

import { makeClient } from '../helpers/factories'
import { call, signIn } from '../helpers/http'
import { useServer } from '../helpers/server'

process.env.RATE_LIMIT_SCALE = '100'

const running = useServer()

describe("a client's preferences", () => {
  it('are refused by the collection itself beyond 8 KB of JSON or when not an object', async () => {
    const { payload } = running
    const c = await makeClient(payload)
    const big = { notes: 'x'.repeat(9 * 1024) }
    await expect(
      payload.update({
        collection: 'contacts',
        id: c.id,
        data: { co_preferences: big },
        overrideAccess: true,
      }),
    ).rejects.toMatchObject({
      status: 400,
      data: {
        errors: [
          expect.objectContaining({
            path: 'co_preferences',
            message: expect.stringMatching(/8 KB/),
          }),
        ],
      },
    })
    for (const bad of ['x'.repeat(100), [1, 2]]) {
      await expect(
        payload.update({
          collection: 'contacts',
          id: c.id,
          data: { co_preferences: bad },
          overrideAccess: true,
        }),
      ).rejects.toMatchObject({ status: 400 })
    }
  })

  it('of a normal size are saved through /me, and a huge one is refused there with the field named', async () => {
    const c = await makeClient(running.payload)
    const { accesstoken } = await signIn(running.url, c.login)
    const ok = await call(
      running.url,
      'PUT',
      '/web/1.0/me',
      { co_preferences: { lang: 'fr', currency: 'EUR' } },
      accesstoken,
    )
    expect(ok.status).toBe(200)
    expect(ok.body.preferences).toEqual({ lang: 'fr', currency: 'EUR' })
    const huge = await call(
      running.url,
      'PUT',
      '/web/1.0/me',
      { co_preferences: { notes: 'x'.repeat(20 * 1024) } },
      accesstoken,
    )
    expect(huge.status).toBe(400)
    expect(huge.body.err?.fields).toContain('co_preferences')
  })
})
