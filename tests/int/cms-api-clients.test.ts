import { describe, expect, it } from 'vitest'

import { makeClient, makeOffer, staffSession } from '../helpers/factories'
import { signIn } from '../helpers/http'
import { useServer } from '../helpers/server'

/** Payload's REST API is for staff: a client's token opens nothing there, and bad input never makes it fail. */
const running = useServer({ admin: true })

const cms = (path: string, init: RequestInit & { token?: string } = {}) =>
  fetch(`${running.url}/cms-api${path}`, {
    ...init,
    headers: {
      'content-type': 'application/json',
      ...(init.token ? { Authorization: `JWT ${init.token}` } : {}),
      ...(init.headers ?? {}),
    },
  })

describe('a client token on /cms-api', () => {
  it('cannot change the client itself, lock documents or create visit requests', async () => {
    const c = await makeClient(running.payload)
    const other = await makeClient(running.payload)
    const { accesstoken, refreshtoken } = await signIn(running.url, c.login)
    const offer = await makeOffer(running.payload, { of_web: false })
    const attempts: [string, string, unknown][] = [
      ['PATCH', `/contacts/${c.id}`, { password: 'Another-Password-99' }],
      ['PATCH', `/contacts/${c.id}`, { username: other.email, email: other.email }],
      ['PATCH', `/contacts/${c.id}`, { co_preferences: { big: 'x'.repeat(100_000) } }],
      [
        'POST',
        '/payload-locked-documents',
        { document: { relationTo: 'offers', value: offer.id }, globalSlug: null },
      ],
      [
        'POST',
        '/actions',
        { contact: c.id, offer: offer.id, date_start: '2027-01-01', date_end: '2027-01-02' },
      ],
      ['GET', '/contacts/me', undefined],
    ]
    for (const [method, path, body] of attempts) {
      const res = await cms(path, {
        method,
        token: accesstoken,
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      expect(res.status, `${method} ${path}`).toBe(403)
    }
    const stored = await running.payload.findByID({
      collection: 'contacts',
      id: c.id,
      overrideAccess: true,
    })
    expect([stored.username, stored.email]).toEqual([c.login, c.email])
    expect(
      await running.payload
        .count({ collection: 'actions', overrideAccess: true })
        .then((r) => r.totalDocs),
    ).toBe(0)
    // The old password still signs in and the session is untouched.
    await signIn(running.url, c.login)
    const renewed = await fetch(`${running.url}/web/1.0/autosignin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ accesstoken, refreshtoken }),
    })
    expect(renewed.status).toBe(200)
  })

  it('never reads, writes or deletes saved searches, nor does an anonymous caller', async () => {
    const c = await makeClient(running.payload)
    const { accesstoken } = await signIn(running.url, c.login)
    const saved = await running.payload.create({
      collection: 'saved-searches',
      data: {
        client: c.id as number,
        filter: { sale: 'true' },
        frequency: 'daily',
        lang: 'fr',
        confirmed: true,
        sent_offers: [],
      },
      overrideAccess: true,
    })
    for (const token of [accesstoken, undefined]) {
      const who = token ? 'client' : 'anonymous'
      // A client is known and forbidden; an anonymous caller is not signed in.
      const refused = token ? 403 : 401
      expect((await cms('/saved-searches', { token })).status, `${who} list`).toBe(refused)
      expect((await cms(`/saved-searches/${saved.id}`, { token })).status, `${who} read`).toBe(
        refused,
      )
      expect(
        (
          await cms('/saved-searches', {
            method: 'POST',
            token,
            body: JSON.stringify({ filter: {}, frequency: 'daily', lang: 'fr' }),
          })
        ).status,
        `${who} create`,
      ).toBe(refused)
      expect(
        (await cms(`/saved-searches/${saved.id}`, { method: 'DELETE', token })).status,
        `${who} delete`,
      ).toBe(refused)
    }
    expect(
      await running.payload
        .count({ collection: 'saved-searches', overrideAccess: true })
        .then((r) => r.totalDocs),
    ).toBe(1)
  })

  it('is refused in the cookie Payload reads too', async () => {
    const c = await makeClient(running.payload)
    const { accesstoken } = await signIn(running.url, c.login)
    for (const site of ['same-origin', 'cross-site']) {
      const res = await cms(`/contacts/${c.id}`, {
        method: 'PATCH',
        headers: { cookie: `payload-token=${accesstoken}`, 'sec-fetch-site': site },
        body: JSON.stringify({ co_name: 'Changed' }),
      })
      expect([401, 403], site).toContain(res.status)
    }
    const stored = await running.payload.findByID({
      collection: 'contacts',
      id: c.id,
      overrideAccess: true,
    })
    expect(stored.co_name).not.toBe('Changed')
  })
})

describe('malformed input on /cms-api', () => {
  it('answers 4xx to staff, never 500', async () => {
    const { token } = await staffSession(running.payload)
    for (const path of [
      '/offers/abc',
      '/offers?where[id][in]=a,b',
      '/offers?where[of_ref][near]=1,2',
      '/contacts/verify/abc',
      '/offers?where[nope][equals]=1',
      '/offers?limit=abc',
      '/offers?page=-3',
    ]) {
      const res = await cms(path, { token })
      expect(res.status, path).toBeGreaterThanOrEqual(200)
      expect(res.status, path).toBeLessThan(500)
    }
  })

  it('returns at most one bounded page, whatever limit or pagination asks', async () => {
    const { token } = await staffSession(running.payload)
    for (const query of ['limit=-1', 'limit=0', 'limit=100000', 'pagination=false&limit=0']) {
      const body = (await (await cms(`/offers?${query}`, { token })).json()) as {
        limit: number
        docs: unknown[]
      }
      expect(body.limit, query).toBe(500)
    }
    const unpaged = (await (await cms('/offers?pagination=false', { token })).json()) as {
      limit: number
      hasNextPage: boolean
    }
    expect(unpaged.limit).toBeGreaterThan(0)
    expect(unpaged.limit).toBeLessThanOrEqual(500)
    const small = (await (await cms('/offers?limit=5', { token })).json()) as { limit: number }
    expect(small.limit).toBe(5)
  })

  it('answers anonymous visitors 401 outside the staff sign-in routes', async () => {
    expect((await cms('/offers')).status).toBe(401)
    expect((await cms('/contacts')).status).toBe(401)
    expect((await cms('/users/me')).status).toBe(200)
  })

  it('refuses an oversized body from its declared length', async () => {
    const res = await cms('/offers', { method: 'POST', body: 'x'.repeat(3 * 1024 * 1024) })
    expect(res.status).toBe(413)
  })
})
