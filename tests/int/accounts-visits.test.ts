import { beforeAll, describe, expect, it } from 'vitest'

import type { Offer } from '@cms/payload-types'
import { makeClient, makeOffer } from '../helpers/factories'
import { call, signIn } from '../helpers/http'
import { useServer } from '../helpers/server'

process.env.RATE_LIMIT_SCALE = '100'

const running = useServer()
let url: string
let offer: Offer, hidden: Offer, draft: Offer
let alice: { id: number; token: string }, bob: { id: number; token: string }
beforeAll(async () => {
  url = running.url
  offer = await makeOffer(running.payload)
  hidden = await makeOffer(running.payload, { of_web: false })
  draft = await makeOffer(running.payload, { _status: 'draft' })
  const a = await makeClient(running.payload)
  const b = await makeClient(running.payload)
  alice = { id: a.id, token: (await signIn(url, a.login)).accesstoken }
  bob = { id: b.id, token: (await signIn(url, b.login)).accesstoken }
})

const ask = (body: Record<string, unknown>, token?: string) =>
  call(url, 'POST', '/web/1.0/ask', body, token)

describe('POST /web/1.0/ask', () => {
  it('stores a waiting visit request of the caller for a published offer', async () => {
    const a = await ask(
      {
        offer: offer.of_slug_fr,
        date_start: '2027-03-01',
        date_end: '2027-03-03',
        ac_comment: 'Le matin si possible',
      },
      alice.token,
    )
    expect(a.status).toBe(200)
    expect(a.body.data).toMatchObject({
      ac_status: 'waiting',
      date_start: '2027-03-01',
      date_end: '2027-03-03',
      ac_comment: 'Le matin si possible',
      of_id: { of_id: offer.id, of_slug_fr: offer.of_slug_fr },
    })
    const stored = await running.payload.findByID({
      collection: 'actions',
      id: a.body.data.ac_id,
      depth: 0,
    })
    expect(stored).toMatchObject({ contact: alice.id, offer: offer.id, ac_status: 'waiting' })
  })

  it('accepts a one-day visit and ignores a status or owner sent by the client', async () => {
    const a = await ask(
      {
        offer: offer.of_slug_fr,
        date_start: '2027-04-02',
        date_end: '2027-04-02',
        ac_status: 'accepted',
        contact: bob.id,
      },
      alice.token,
    )
    expect(a.status).toBe(200)
    const stored = await running.payload.findByID({
      collection: 'actions',
      id: a.body.data.ac_id,
      depth: 0,
    })
    expect(stored).toMatchObject({ contact: alice.id, ac_status: 'waiting' })
  })

  it('answers 400 naming date_end when the start is after the end, and stores nothing', async () => {
    const before = await running.payload.count({ collection: 'actions' })
    const a = await ask(
      { offer: offer.of_slug_fr, date_start: '2027-05-10', date_end: '2027-05-09' },
      alice.token,
    )
    expect(a.status).toBe(400)
    expect(a.body.err).toMatchObject({ code: 'invalid_input', fields: ['date_end'] })
    expect((await running.payload.count({ collection: 'actions' })).totalDocs).toBe(
      before.totalDocs,
    )
  })

  it('answers 400 naming malformed or missing fields', async () => {
    const a = await ask(
      { offer: offer.of_slug_fr, date_start: '10/05/2027', date_end: '2027-02-30' },
      alice.token,
    )
    expect(a.status).toBe(400)
    expect(a.body.err).toMatchObject({ code: 'invalid_input', fields: ['date_start', 'date_end'] })
    const b = await ask(
      { date_start: '2027-05-01', date_end: '2027-05-02', ac_comment: 'x'.repeat(2001) },
      alice.token,
    )
    expect(b.body.err).toMatchObject({ code: 'invalid_input', fields: ['offer', 'ac_comment'] })
  })

  it('answers 404 for an unknown offer and for offers the public cannot see', async () => {
    for (const slug of ['no-such-offer', hidden.of_slug_fr, draft.of_slug_fr]) {
      const a = await ask(
        { offer: slug, date_start: '2027-05-01', date_end: '2027-05-02' },
        alice.token,
      )
      expect(a.status).toBe(404)
      expect(a.body.err?.code).toBe('not_found')
    }
  })

  it('answers 401 without a valid token', async () => {
    const a = await ask({
      offer: offer.of_slug_fr,
      date_start: '2027-05-01',
      date_end: '2027-05-02',
    })
    expect(a.status).toBe(401)
    expect(a.body.err?.code).toBe('unauthenticated')
  })
})

describe('GET /web/1.0/actions', () => {
  it('lists only the caller’s own requests, newest first, with the offer’s slug and names', async () => {
    await ask(
      { offer: offer.of_slug_fr, date_start: '2027-06-01', date_end: '2027-06-02' },
      bob.token,
    )
    const mine = await call(url, 'GET', '/web/1.0/actions', undefined, alice.token)
    expect(mine.status).toBe(200)
    const own = await running.payload.find({
      collection: 'actions',
      where: { contact: { equals: alice.id } },
      depth: 0,
      limit: 100,
    })
    expect(mine.body.data.map((a: { ac_id: number }) => a.ac_id).sort()).toEqual(
      own.docs.map((d) => d.id).sort(),
    )
    expect(mine.body.data.length).toBeGreaterThanOrEqual(2)
    const dates = mine.body.data.map((a: { createdAt: string }) => a.createdAt)
    expect([...dates].sort().reverse()).toEqual(dates)
    expect(mine.body.data[0].of_id).toEqual({
      of_id: offer.id,
      of_slug_fr: offer.of_slug_fr,
      of_name_fr: expect.stringMatching(/^Appartement /),
      of_name_en: expect.stringMatching(/^Apartment /),
    })

    const bobs = await call(url, 'GET', '/web/1.0/actions', undefined, bob.token)
    expect(bobs.body.data).toHaveLength(1)
    expect(bobs.body.data[0].ac_id).not.toBeOneOf(own.docs.map((d) => d.id))
  })

  it('answers 401 anonymously', async () => {
    expect((await call(url, 'GET', '/web/1.0/actions')).status).toBe(401)
  })
})

describe('messages from the agency', () => {
  it('counts only the caller’s unread messages; another id, known or not, is 403', async () => {
    for (const subject of ['Visite confirmée', 'Documents']) {
      await running.payload.create({
        collection: 'messages',
        data: { contact: alice.id, subject, body: 'Bonjour' },
      })
    }
    await running.payload.create({
      collection: 'messages',
      data: { contact: alice.id, subject: 'Déjà lu', body: 'x', read: true },
    })
    await running.payload.create({
      collection: 'messages',
      data: { contact: bob.id, subject: 'Pour Bob', body: 'x' },
    })
    const mine = await call(
      url,
      'GET',
      `/api/1.0/messages/${alice.id}/notread`,
      undefined,
      alice.token,
    )
    expect(mine.status).toBe(200)
    expect(mine.body).toEqual({ err: null, data: { count: 2 } })
    for (const id of [bob.id, 999999, 'abc']) {
      const other = await call(
        url,
        'GET',
        `/api/1.0/messages/${id}/notread`,
        undefined,
        alice.token,
      )
      expect(other.status).toBe(403)
      expect(other.body.err?.code).toBe('forbidden')
    }
    expect((await call(url, 'GET', `/api/1.0/messages/${alice.id}/notread`)).status).toBe(401)
  })

  it('lists the caller’s messages newest first and marks one read, own only', async () => {
    const list = await call(url, 'GET', '/web/1.0/messages', undefined, alice.token)
    expect(list.status).toBe(200)
    expect(list.body.data.map((m: { subject: string }) => m.subject)).toEqual([
      'Déjà lu',
      'Documents',
      'Visite confirmée',
    ])
    expect(list.body.data[0]).toEqual({
      ms_id: expect.anything(),
      subject: 'Déjà lu',
      body: 'x',
      read: true,
      createdAt: expect.any(String),
      replies: [],
    })
    const unread = list.body.data.find((m: { subject: string }) => m.subject === 'Documents')

    const bobTries = await call(
      url,
      'POST',
      `/web/1.0/messages/${unread.ms_id}/read`,
      undefined,
      bob.token,
    )
    expect(bobTries.status).toBe(404)
    expect(
      (await running.payload.findByID({ collection: 'messages', id: unread.ms_id })).read,
    ).toBe(false)

    const marked = await call(
      url,
      'POST',
      `/web/1.0/messages/${unread.ms_id}/read`,
      undefined,
      alice.token,
    )
    expect(marked.status).toBe(200)
    expect(marked.body.data).toMatchObject({ ms_id: unread.ms_id, read: true })
    expect(
      (await call(url, 'GET', `/api/1.0/messages/${alice.id}/notread`, undefined, alice.token)).body
        .data.count,
    ).toBe(1)
    expect(
      (await call(url, 'POST', '/web/1.0/messages/99999/read', undefined, alice.token)).status,
    ).toBe(404)
    expect(
      (await call(url, 'POST', '/web/1.0/messages/not%20an%20id/read', undefined, alice.token))
        .status,
    ).toBe(400)
    expect((await call(url, 'GET', '/web/1.0/messages')).status).toBe(401)
  })
})

describe('PUT /web/1.0/me', () => {
  it('updates the caller’s own details and preferences, never its type or flags', async () => {
    const a = await call(
      url,
      'PUT',
      '/web/1.0/me',
      {
        co_civility: 'mme',
        co_city: 'Nice',
        co_tel1: '+33 6 00 00 00 00',
        co_preferences: { lang: 'it', favories: [1, 2] },
        co_type: 'admin',
        co_isagent: true,
      },
      alice.token,
    )
    expect(a.status).toBe(200)
    expect(a.body.data).toMatchObject({
      co_id: alice.id,
      co_civility: 'mme',
      co_city: 'Nice',
      co_tel1: '+33 6 00 00 00 00',
      co_type: 'user',
      co_isagent: false,
    })
    expect(a.body.preferences).toEqual({ lang: 'it', favories: [1, 2] })
    const stored = await running.payload.findByID({ collection: 'contacts', id: alice.id })
    expect(stored).toMatchObject({ co_city: 'Nice', co_type: 'user', co_isagent: false })
  })

  it('changes the e-mail, or answers 409 email_exists when another client has it', async () => {
    const bobDoc = await running.payload.findByID({ collection: 'contacts', id: bob.id })
    const taken = await call(
      url,
      'PUT',
      '/web/1.0/me',
      { co_email1: bobDoc.email!.toUpperCase() },
      alice.token,
    )
    expect(taken.status).toBe(409)
    expect(taken.body.err).toMatchObject({ code: 'email_exists', fields: ['co_email1'] })
    // Another client's login is refused too: sign-in matches a login against logins and e-mails.
    await running.payload.update({
      collection: 'contacts',
      id: bob.id,
      data: { username: 'bob.login@example.com' },
    })
    const login = await call(
      url,
      'PUT',
      '/web/1.0/me',
      { co_email1: 'bob.login@example.com' },
      alice.token,
    )
    expect(login.status).toBe(409)
    const changed = await call(
      url,
      'PUT',
      '/web/1.0/me',
      { co_email1: 'Alice.New@Example.com' },
      alice.token,
    )
    expect(changed.status).toBe(200)
    expect(changed.body.data.co_email1).toBe('alice.new@example.com')
  })

  it('answers 400 naming invalid fields, and 401 anonymously', async () => {
    const bad = await call(
      url,
      'PUT',
      '/web/1.0/me',
      { co_civility: 'dr', co_email1: 'not-an-email', co_preferences: 'x' },
      alice.token,
    )
    expect(bad.status).toBe(400)
    expect(bad.body.err).toMatchObject({
      code: 'invalid_input',
      fields: ['co_civility', 'co_email1', 'co_preferences'],
    })
    expect((await call(url, 'PUT', '/web/1.0/me', { co_city: 'Paris' })).status).toBe(401)
  })
})
