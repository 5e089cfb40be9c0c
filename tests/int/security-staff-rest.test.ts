import { expect, it } from 'vitest'

import type { User } from '@cms/payload-types'
import { makeOffer, makeStaff, staffSession } from '../helpers/factories'
import { request } from '../helpers/http'
import { useServer } from '../helpers/server'

process.env.RATE_LIMIT_SCALE = '100'

/** Staff-side routes of Payload's REST API and the legacy API's body handling. */
const running = useServer({ admin: true })

const asStaff = (token: string, more: Record<string, string> = {}) => ({
  Authorization: `JWT ${token}`,
  ...more,
})
const OVERRIDE = { 'X-Payload-HTTP-Method-Override': 'GET' }

it('lets no staff member read more than one bounded page of a collection, through a GET or the POST that stands for one', async () => {
  const { token } = await staffSession(running.payload, 'editor')
  await makeOffer(running.payload)
  const limitOf = async (
    method: string,
    path: string,
    headers: Record<string, string> = {},
    body?: string,
  ) => {
    const res = await request(running.url, method, `/cms-api${path}`, {
      headers: asStaff(token, headers),
      body,
    })
    expect(res.status, `${method} ${path} ${body ?? ''}`).toBe(200)
    const page = res.json<{ limit: number; docs: unknown[] }>()
    expect(page.docs.length, `${method} ${path} ${body ?? ''}`).toBeGreaterThan(0)
    return page.limit
  }
  const form = { ...OVERRIDE, 'content-type': 'application/x-www-form-urlencoded' }
  // The form the admin sends for long queries: the query travels as the body.
  for (const query of [
    'limit=100000',
    'pagination=false&limit=0',
    'limit[0]=100000',
    'limit=5&limit=100000',
  ]) {
    expect(await limitOf('POST', '/offers', form, query), `body ${query}`).toBe(500)
  }
  // The same with the query in the address, whatever the body's type.
  expect(
    await limitOf(
      'POST',
      '/offers?limit=100000',
      { ...OVERRIDE, 'content-type': 'application/json' },
      '{}',
    ),
  ).toBe(500)
  expect(await limitOf('POST', '/offers?limit=100000', { 'X-HTTP-Method-Override': 'GET' })).toBe(
    500,
  )
  // Array forms of `limit` in a plain GET.
  for (const query of ['limit[0]=100000', 'limit[]=100000', 'limit=5&limit=100000'])
    expect(await limitOf('GET', `/offers?${query}`), query).toBe(500)
  // The admin's own small pages still come as asked.
  expect(await limitOf('POST', '/offers', form, 'limit=5&depth=0')).toBe(5)
})

it('lets no editor unlock a staff account that failed sign-ins locked', async () => {
  const admin = await makeStaff(running.payload, 'admin')
  const lockUntil = new Date(Date.now() + 15 * 60_000).toISOString()
  await running.payload.db.updateOne({
    collection: 'users',
    id: admin.id,
    data: { loginAttempts: 5, lockUntil },
  })
  const stillLocked = async () =>
    (
      (await running.payload.db.findOne({
        collection: 'users',
        where: { id: { equals: admin.id } },
      })) as User & { lockUntil?: string | null }
    ).lockUntil
  const unlock = (token?: string) =>
    request(running.url, 'POST', '/cms-api/users/unlock', {
      headers: { 'content-type': 'application/json', ...(token ? asStaff(token) : {}) },
      body: JSON.stringify({ email: admin.email }),
    })

  const editor = await staffSession(running.payload, 'editor')
  expect((await unlock(editor.token)).status).toBe(403)
  expect([401, 403]).toContain((await unlock()).status)
  expect(await stillLocked()).toBeTruthy()

  const other = await staffSession(running.payload, 'admin')
  expect((await unlock(other.token)).status).toBe(200)
  expect(await stillLocked()).toBeFalsy()
})

it(
  'answers a malformed request with the fault it has: a 4xx for a bad verification token, and JSON ' +
    'that is valid but not an object is not called invalid JSON',
  async () => {
    // Staff accounts have no address verification: a token is refused as such, for anyone.
    const { token } = await staffSession(running.payload, 'editor')
    for (const headers of [{}, asStaff(token)]) {
      const res = await request(running.url, 'POST', '/cms-api/users/verify/abc', { headers })
      expect(res.status, JSON.stringify(headers)).toBeGreaterThanOrEqual(400)
      expect(res.status, JSON.stringify(headers)).toBeLessThan(500)
    }

    const post = (path: string, body: string, contentType = 'application/json') =>
      request(running.url, 'POST', path, { headers: { 'content-type': contentType }, body })
    for (const path of ['/web/1.0/signin', '/api/1.0/signin/forgetpassword']) {
      for (const body of ['[]', '"x"', 'null', '1', 'true']) {
        const res = await post(path, body)
        expect(res.status, `${path} ${body}`).toBe(400)
        expect(res.json().err, `${path} ${body}`).toMatchObject({
          code: 'invalid_input',
          message: 'The request body must be a JSON object',
        })
      }
      // Truly broken JSON is still named so.
      expect((await post(path, '{"co_login":')).json().err).toMatchObject({
        code: 'invalid_input',
        message: 'The request body is not valid JSON',
      })
      // A charset other than UTF-8 is named as the fault.
      const latin = await post(
        path,
        '{"co_login":"a","co_password":"b"}',
        'application/json; charset=iso-8859-1',
      )
      expect(latin.status).toBe(400)
      expect(latin.json().err).toMatchObject({
        code: 'invalid_input',
        message: expect.stringMatching(/charset/i),
      })
    }
  },
)
