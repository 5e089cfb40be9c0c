import { beforeAll, describe, expect, it } from 'vitest'

import { forgetUnconfirmedSearches } from '@cms/domain/searches/forget-unconfirmed'
import { env } from '@cms/env'
import { readOutbox } from '@cms/domain/email/outbox-transport'
import { makeBuilding, makeClient } from '../helpers/factories'
import { solveCaptcha } from '../helpers/captcha'
import { call, request, signIn } from '../helpers/http'
import { makeConfirmedSearches } from '../helpers/saved-searches'
import { useServer } from '../helpers/server'

// Several saves from one address: room above the per-address limit (read when the routes are built).
process.env.RATE_LIMIT_SCALE = '10'

const running = useServer()
let token: string
let otherToken: string
let clientId: number | string

const outbox = () => readOutbox(env().outboxDir)
const save = (body: unknown, as?: string) =>
  call(running.url, 'POST', '/web/1.0/searches', body, as)

beforeAll(async () => {
  const client = await makeClient(running.payload, { co_email_verified: true })
  clientId = client.id
  token = (await signIn(running.url, client.login)).accesstoken
  const other = await makeClient(running.payload)
  otherToken = (await signIn(running.url, other.login)).accesstoken
  await makeBuilding(running.payload)
})

describe('a client’s saved searches', () => {
  it('saves a search confirmed at once, with the SavedSearch shape', async () => {
    const res = await save(
      {
        filter: {
          sale: true,
          monaco: 'true',
          room_3: '1',
          rent: false,
          budgetmax: 5_000_000,
          bbox: '7.40,43.72,7.45,43.76',
        },
        frequency: 'daily',
        lang: 'it',
      },
      token,
    )
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body).toEqual({
      err: null,
      data: {
        id: expect.anything(),
        filter: {
          sale: 'true',
          monaco: 'true',
          room_3: '1',
          budgetmax: '5000000',
          bbox: '7.40,43.72,7.45,43.76',
        },
        frequency: 'daily',
        lang: 'it',
        confirmed: true,
        last_alert_at: null,
        created_at: expect.any(String),
      },
    })
  })

  it('lists only the caller’s own searches, and only to a signed-in caller', async () => {
    await save({ filter: { rent: true }, frequency: 'weekly', lang: 'en' }, otherToken)
    const mine = await call(running.url, 'GET', '/web/1.0/searches', undefined, token)
    expect(mine.status).toBe(200)
    expect(mine.body.data.map((s: { frequency: string }) => s.frequency)).toEqual(['daily'])
    const anonymous = await call(running.url, 'GET', '/web/1.0/searches')
    expect(anonymous.status).toBe(401)
    expect(anonymous.body.err!.code).toBe('unauthenticated')
  })

  it('validates the filter as the offers list does, and the frequency and language', async () => {
    const bad = await save({ filter: { bbox: '1,2,3' }, frequency: 'daily', lang: 'fr' }, token)
    expect(bad.status).toBe(400)
    expect(bad.body.err).toMatchObject({ code: 'invalid_input', fields: ['filter', 'filter.bbox'] })
    expect(
      (await save({ filter: { budgetmin: 'cheap' }, frequency: 'daily', lang: 'fr' }, token)).body
        .err!.fields,
    ).toEqual(['filter', 'filter.budgetmin'])
    const wrong = await save({ filter: {}, frequency: 'hourly', lang: 'de' }, token)
    expect(wrong.status).toBe(400)
    expect(wrong.body.err!.fields!.sort()).toEqual(['frequency', 'lang'])
  })

  it('deletes the caller’s own search, and refuses another’s as unknown', async () => {
    const theirs = (await call(running.url, 'GET', '/web/1.0/searches', undefined, otherToken)).body
      .data[0]
    const refused = await call(
      running.url,
      'DELETE',
      `/web/1.0/searches/${theirs.id}`,
      undefined,
      token,
    )
    expect(refused.status).toBe(404)
    expect(refused.body.err!.code).toBe('not_found')
    expect(
      (await call(running.url, 'GET', '/web/1.0/searches', undefined, otherToken)).body.data,
    ).toHaveLength(1)
    expect((await call(running.url, 'DELETE', `/web/1.0/searches/${theirs.id}`)).status).toBe(401)
    const ok = await call(
      running.url,
      'DELETE',
      `/web/1.0/searches/${theirs.id}`,
      undefined,
      otherToken,
    )
    expect(ok.status).toBe(200)
    expect(
      (await call(running.url, 'GET', '/web/1.0/searches', undefined, otherToken)).body.data,
    ).toEqual([])
  })

  it('keeps at most 20 searches an account', async () => {
    const have = (await call(running.url, 'GET', '/web/1.0/searches', undefined, token)).body.data
      .length
    await makeConfirmedSearches(running.payload, { client: clientId as number }, 20 - have)
    const res = await save({ filter: {}, frequency: 'weekly', lang: 'fr' }, token)
    expect(res.status).toBe(403)
    expect(res.body.err).toMatchObject({
      code: 'forbidden',
      message: expect.stringContaining('20'),
    })
    await running.payload.delete({
      collection: 'saved-searches',
      where: { and: [{ client: { equals: clientId } }, { frequency: { equals: 'weekly' } }] },
      overrideAccess: true,
    })
  })
})

describe('a visitor’s saved search (double opt-in)', () => {
  it('needs an e-mail address and the robot check', async () => {
    const res = await save({ filter: { sale: true }, frequency: 'instant', lang: 'fr' })
    expect(res.status).toBe(400)
    expect(res.body.err!.fields!.sort()).toEqual(['altcha', 'email'])
    const wrong = await save({
      filter: { sale: true },
      frequency: 'instant',
      lang: 'fr',
      email: 'v@example.com',
      altcha: 'bm90IGEgc29sdXRpb24=',
    })
    expect(wrong.status).toBe(400)
    expect(wrong.body.err!.code).toBe('captcha_failed')
  })

  it('stores it unconfirmed, mails a confirmation link in the visitor’s language, and confirms it without sign-in', async () => {
    const before = outbox().length
    const res = await save({
      filter: { rent: true, france: true },
      frequency: 'weekly',
      lang: 'sp',
      email: 'Visitor@Example.com',
      altcha: await solveCaptcha(running.url),
    })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body.data).toMatchObject({
      confirmed: false,
      frequency: 'weekly',
      lang: 'sp',
      filter: { rent: 'true', france: 'true' },
    })
    let mail = outbox()[before]
    // The mail is tried after the answer: give it time on a busy machine.
    for (let i = 0; !mail && i < 400; i++) {
      await new Promise((r) => setTimeout(r, 50))
      mail = outbox()[before]
    }
    expect(mail.to).toBe('visitor@example.com')
    expect(mail.subject).toBe('Confirme su alerta inmobiliaria')
    const link = /https?:\/\/\S+\/alerts\/confirm\/([A-Za-z0-9_-]+)/.exec(mail.text)!
    expect(link[0].startsWith(env().PUBLIC_URL)).toBe(true)
    const stored = await running.payload.findByID({
      collection: 'saved-searches',
      id: res.body.data.id,
      overrideAccess: true,
    })
    expect(JSON.stringify(stored)).not.toContain(link[1])

    // Reading the link changes nothing; the POST (the page's button) confirms.
    const read = await call(running.url, 'GET', `/web/1.0/searches/confirm/${link[1]}`)
    expect(read.body).toEqual({
      err: null,
      data: { confirmed: false, frequency: 'weekly', lang: 'sp' },
    })
    const confirmed = await call(running.url, 'POST', `/web/1.0/searches/confirm/${link[1]}`, {})
    expect(confirmed.status).toBe(200)
    expect(confirmed.body).toEqual({
      err: null,
      data: { confirmed: true, frequency: 'weekly', lang: 'sp' },
    })
    expect(
      (
        await running.payload.findByID({
          collection: 'saved-searches',
          id: res.body.data.id,
          overrideAccess: true,
        })
      ).confirmed,
    ).toBe(true)
    // A second press still answers (people press twice).
    expect(
      (await call(running.url, 'POST', `/web/1.0/searches/confirm/${link[1]}`, {})).status,
    ).toBe(200)
    // The mailed link opens the site's page, rendered in the search's language, never kept for another visitor.
    const mailed = new URL(/https?:\/\/\S+\/alerts\/confirm\/\S+/.exec(mail.text)![0])
    expect(mailed.searchParams.get('lang')).toBe('sp')
    const page = await request(running.url, 'GET', mailed.pathname + mailed.search)
    expect(page.status).toBe(200)
    expect(page.text()).toContain('Alerta confirmada')
    expect(page.text()).toContain('<meta name="robots" content="noindex"/>')
  })

  it('is forgotten with its address two days after being saved when never confirmed; a confirmed one stays', async () => {
    const saveAs = async (email: string) =>
      (
        await save({
          filter: { sale: true },
          frequency: 'daily',
          lang: 'fr',
          email,
          altcha: await solveCaptcha(running.url),
        })
      ).body.data.id as number
    const unconfirmed = await saveAs('never.confirmed@example.com')
    const confirmed = await saveAs('confirmed@example.com')
    await running.payload.update({
      collection: 'saved-searches',
      id: confirmed,
      data: { confirmed: true },
      overrideAccess: true,
    })
    const exists = async (id: number) =>
      (
        await running.payload.find({
          collection: 'saved-searches',
          where: { id: { equals: id } },
          overrideAccess: true,
        })
      ).totalDocs === 1

    await forgetUnconfirmedSearches(running.payload)
    expect(await exists(unconfirmed)).toBe(true)

    const eightDaysOn = new Date(Date.now() + 8 * 86_400_000)
    expect(await forgetUnconfirmedSearches(running.payload, eightDaysOn)).toBeGreaterThanOrEqual(1)
    expect(await exists(unconfirmed)).toBe(false)
    expect(await exists(confirmed)).toBe(true)
  })

  it("shows the site's page for a mailed link that no longer works", async () => {
    const page = await request(
      running.url,
      'GET',
      '/alerts/unsubscribe/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA?lang=fr',
    )
    expect(page.status).toBe(200)
    expect(page.text()).toContain('Lien inconnu')
  })

  it('answers 404 for an unknown confirmation or unsubscribe token', async () => {
    for (const path of [
      '/web/1.0/searches/confirm/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      '/web/1.0/searches/confirm/x',
      '/web/1.0/searches/unsubscribe/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    ]) {
      const res = await call(running.url, 'GET', path)
      expect(res.status).toBe(404)
      expect(res.body.err!.code).toBe('not_found')
    }
    const post = await request(
      running.url,
      'POST',
      '/web/1.0/searches/unsubscribe/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      },
    )
    expect(post.status).toBe(404)
    expect(
      (
        await call(
          running.url,
          'POST',
          '/web/1.0/searches/confirm/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
          {},
        )
      ).status,
    ).toBe(404)
  })

  // Through Payload's REST API itself: tests/int/cms-api-clients.test.ts (a server with the admin).
  it('is never readable nor writable through Payload’s access rules by the public', async () => {
    await expect(
      running.payload.find({ collection: 'saved-searches', overrideAccess: false }),
    ).rejects.toThrow()
    await expect(
      running.payload.create({
        collection: 'saved-searches',
        data: { filter: {}, frequency: 'daily', lang: 'fr' },
        overrideAccess: false,
      }),
    ).rejects.toThrow()
  })
})
