import { describe, expect, it } from 'vitest'

import { makeClient, makeOffer, staffSession } from '../helpers/factories'
import { call, request, signIn } from '../helpers/http'
import { useServer } from '../helpers/server'

/**
 * A NUL character is no part of any address, filter or text the site takes, and PostgreSQL's text
 * refuses it with an error of its own: it is answered 400 before any database sees it, on every
 * engine alike.
 */
const running = useServer()

describe('a NUL character', () => {
  it('in an address (path or query) is refused with 400, wherever it goes', async () => {
    const offer = await makeOffer(running.payload)
    const { token } = await staffSession(running.payload)
    for (const path of [
      '/web/1.0/offers/%00',
      `/web/1.0/offers/${offer.of_slug_fr}%00`,
      '/web/1.0/offers?district=%00&lang=en',
      '/api/1.0/offers/%00/print',
      '/offers/%00',
      '/cms-api/offers?where[of_ref][equals]=%00',
    ]) {
      const res = await request(running.url, 'GET', path, {
        headers: { authorization: `JWT ${token}` },
      })
      expect(res.status, path).toBe(400)
      expect(res.json().err.code, path).toBe('invalid_input')
    }
    // A percent sign followed by "00" is no NUL.
    const list = await call(running.url, 'GET', '/web/1.0/offers?district=%2500&lang=en')
    expect(list.status).toBe(200)
  })

  it('in a field of a request body is refused with 400 naming the field, and nothing is stored', async () => {
    const client = await makeClient(running.payload)
    const { accesstoken } = await signIn(running.url, client.login)
    const res = await call(
      running.url,
      'PUT',
      '/web/1.0/me',
      { co_firstname: 'Jea\u0000nne', co_city: 'Monaco' },
      accesstoken,
    )
    expect(res.status).toBe(400)
    expect(res.body.err).toMatchObject({ code: 'invalid_input', fields: ['co_firstname'] })
    const stored = await running.payload.findByID({
      collection: 'contacts',
      id: client.id,
      overrideAccess: true,
    })
    expect(stored.co_firstname).toBe('Jeanne')
  })
})
