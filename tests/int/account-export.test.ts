import { describe, expect, it } from 'vitest'

import { clientWithRecords } from '../helpers/client-records'
import { makeClient } from '../helpers/factories'
import { call, request, signIn } from '../helpers/http'
import { useServer } from '../helpers/server'
import { BROWSER } from '../helpers/viewed-offer'

process.env.RATE_LIMIT_SCALE = '100'

/** A client downloads everything the agency holds about it, and nothing about anyone else. */
const running = useServer()

const exportOf = (token: string | undefined, query = 'format=json') =>
  request(running.url, 'GET', `/web/1.0/me/export?${query}`, {
    headers: token ? { 'x-access-token': token } : {},
  })

describe('exporting one’s own data', () => {
  it('needs a signed-in client and a known format', async () => {
    const anonymous = await exportOf(undefined)
    expect(anonymous.status).toBe(401)
    expect(anonymous.json().err.code).toBe('unauthenticated')
    const c = await makeClient(running.payload)
    const { accesstoken } = await signIn(running.url, c.login)
    const odd = await exportOf(accesstoken, 'format=xml')
    expect(odd.status).toBe(400)
    expect(odd.json().err).toMatchObject({ code: 'invalid_input', fields: ['format'] })
  })

  it('gives every kind of record as a JSON file, and nothing of another client', async () => {
    const mine = await clientWithRecords(running.payload)
    const theirs = await clientWithRecords(running.payload)
    await signIn(running.url, theirs.client.login)
    const session = await signIn(running.url, mine.client.login)
    // The client opened its visit's offer on the site while signed in.
    const viewed = await request(
      running.url,
      'POST',
      `/web/1.0/offers/${mine.offer.of_slug_fr}/viewed`,
      {
        headers: { 'x-access-token': session.accesstoken, 'user-agent': BROWSER },
      },
    )
    expect(viewed.json().data).toEqual({ counted: true })
    const reply = await exportOf(session.accesstoken)
    expect(reply.status).toBe(200)
    expect(reply.headers['content-type']).toMatch(/^application\/json/)
    expect(reply.headers['content-disposition']).toMatch(
      /^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    )
    expect(reply.headers['cache-control']).toContain('no-store')

    const data = reply.json()
    expect(data.account).toMatchObject({
      co_id: mine.client.id,
      co_login: mine.client.login,
      co_email1: mine.client.email,
      co_tel1: '+377 99 12 34 56',
    })
    expect(data.preferences).toEqual({ lang: 'fr', favories: [101, 202] })
    expect(data.favourites).toEqual([101, 202])
    expect(data.visit_requests).toEqual([
      expect.objectContaining({
        ac_id: mine.visit.id,
        ac_comment: mine.visit.ac_comment,
        date_start: '2027-03-01',
        of_id: expect.objectContaining({ of_id: mine.offer.id }),
      }),
    ])
    expect(data.messages.from_agency).toEqual([
      expect.objectContaining({
        ms_id: mine.fromAgency.id,
        subject: mine.fromAgency.subject,
        replies: [{ mr_id: mine.reply.id, text: mine.reply.text, createdAt: mine.reply.createdAt }],
      }),
    ])
    expect(data.messages.to_agency).toEqual([
      expect.objectContaining({ email: mine.sent.email, message: mine.sent.message }),
    ])
    expect(data.valuation_requests).toEqual([
      {
        createdAt: mine.valuation.createdAt,
        district: 'larvotto',
        address: mine.valuation.address,
        type: mine.type.value,
        surface: 84,
        rooms: 3,
        features: ['sea_view'],
        firstname: mine.valuation.firstname,
        name: mine.valuation.name,
        email: mine.valuation.email,
        tel: '+377 99 12 34 56',
        message: mine.valuation.message,
      },
    ])
    expect(data.saved_searches).toHaveLength(2)
    // Stored directly, as searches saved before consents were recorded: no date nor page is made up.
    for (const search of data.saved_searches)
      expect(search).toMatchObject({
        confirmed: true,
        consent_by: 'account',
        consented_at: null,
        consent_source: null,
      })
    expect(data.offers_viewed).toEqual([
      {
        offer: mine.offer.id,
        of_slug_fr: mine.offer.of_slug_fr,
        count: 1,
        last_viewed_at: expect.any(String),
      },
    ])
    expect(data.sessions).toEqual([
      expect.objectContaining({ started_at: expect.any(String), ended_at: null }),
    ])

    const text = reply.text()
    // Never a secret: no hash, salt, token or lock counter, under any name.
    for (const secret of ['hash', 'salt', 'password', 'loginAttempts', session.refreshtoken])
      expect(text).not.toContain(secret)
    for (const trace of [
      theirs.client.email,
      theirs.client.login,
      theirs.fromAgency.subject,
      theirs.reply.text!,
      theirs.sent.message,
      theirs.valuation.message!,
      theirs.visit.ac_comment!,
    ])
      expect(text).not.toContain(trace)
  })

  it('leaves out what an address nobody proved sent', async () => {
    const { client } = await clientWithRecords(running.payload, { co_email_verified: false })
    const { accesstoken } = await signIn(running.url, client.login)
    const data = (await exportOf(accesstoken)).json()
    expect(data.messages.to_agency).toEqual([])
    expect(data.valuation_requests).toEqual([])
    expect(data.visit_requests).toHaveLength(1)
  })

  it('gives a readable HTML page, escaped and under a policy that runs nothing', async () => {
    const hostile = '<script>alert("pwned")</script>'
    const { client } = await clientWithRecords(running.payload, {
      co_firstname: hostile,
      co_city: '<img src=x onerror=alert(1)>',
    })
    const { accesstoken } = await signIn(running.url, client.login)
    const reply = await exportOf(accesstoken, 'format=html&lang=fr')
    expect(reply.status).toBe(200)
    expect(reply.headers['content-type']).toMatch(/^text\/html/)
    expect(reply.headers['content-disposition']).toMatch(
      /^attachment; filename="my-data-.+\.html"$/,
    )
    const policy = reply.headers['content-security-policy']
    expect(policy).toContain("default-src 'none'")
    expect(policy).toContain('sandbox')
    expect(policy).not.toContain('script-src')
    const html = reply.text()
    expect(html).toContain('<h1>Vos données personnelles</h1>')
    expect(html).toContain('&lt;script&gt;alert(&quot;pwned&quot;)&lt;/script&gt;')
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;')
    expect(html).not.toContain('<script')
    expect(html).not.toContain('<img')
    expect(html).toContain(client.email)
    expect(html).toContain('Le matin si possible')
    expect(html).toContain('Lundi me convient')
  })

  it('answers the same as the API for the account itself', async () => {
    const c = await makeClient(running.payload)
    const { accesstoken } = await signIn(running.url, c.login)
    const fromMe = await call(running.url, 'GET', '/web/1.0/me', undefined, accesstoken)
    const exported = (await exportOf(accesstoken)).json()
    expect(exported.account).toEqual(fromMe.body.data)
  })
})
