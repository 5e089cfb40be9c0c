import { describe, expect, it } from 'vitest'

import { createViewCounter } from '../../adapters/offers/view-counter'
import { utcDay } from '@cms/schema/collections/OfferViews'
import { makeClient, makeOffer, staffSession } from '../helpers/factories'
import { request, signIn } from '../helpers/http'
import { useServer } from '../helpers/server'
import { BROWSER, useOffer } from '../helpers/viewed-offer'

/** Each public view of an offer's page adds one to its counter of the day, written in batches; nothing identifies the visitor. */
const running = useServer({ admin: true })
const ROBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'

const viewed = useOffer(running, { of_name: 'Villa des vues' })

const counter = () => running.services.views
const storedViews = async (offer: number | string = viewed.id) =>
  (
    await running.payload.find({
      collection: 'offer-views',
      where: { offer: { equals: offer } },
      depth: 0,
      overrideAccess: true,
    })
  ).docs.map((d) => ({ day: d.day, count: d.count }))
const get = (path: string, headers: Record<string, string> = {}) =>
  request(running.url, 'GET', path, { headers })
let visitors = 0
/** A browser of a visitor of its own (its address, as the trusted loopback proxy reports it). */
const visitor = () => ({ 'user-agent': BROWSER, 'x-forwarded-for': `198.51.100.${++visitors}` })

describe('the daily view counter of offers', () => {
  it('counts each page view once, whether the page or the API answer was kept, and no robot, in one row per offer and day', async () => {
    // Three visitors' views of the API's detail (the second and third served from the public cache)…
    for (let i = 0; i < 3; i++) {
      const res = await get(`/web/1.0/offers/${viewed.slug}`, visitor())
      expect(res.status).toBe(200)
      expect(res.headers['set-cookie']).toBeUndefined()
    }
    // …two of the server-rendered page (rendered once, then kept): its own API call is not counted again.
    for (let i = 0; i < 2; i++) {
      const page = await get(`/offers/details/${viewed.slug}`, visitor())
      expect(page.status).toBe(200)
      expect(page.headers['set-cookie']).toBeUndefined()
    }
    // Not views: robots, callers without a user agent, an unknown offer.
    await get(`/web/1.0/offers/${viewed.slug}`, { 'user-agent': ROBOT })
    await get(`/offers/details/${viewed.slug}`, { 'user-agent': ROBOT })
    await get(`/web/1.0/offers/${viewed.slug}`, { 'user-agent': '' })
    expect((await get('/web/1.0/offers/no-such-offer', visitor())).status).toBe(404)
    expect((await get('/offers/details/no-such-offer', visitor())).status).toBe(404)

    // Nothing is written before the batch leaves.
    expect(await storedViews()).toEqual([])
    await counter().flush()
    expect(await storedViews()).toEqual([{ day: utcDay(), count: 5 }])

    // The next batch adds to the same row.
    await get(`/web/1.0/offers/${viewed.slug}`, visitor())
    await counter().flush()
    expect(await storedViews()).toEqual([{ day: utcDay(), count: 6 }])
    expect(counter().pendingViews()).toBe(0)
  })

  it('counts one address once per offer and period, however fast it asks (page and API alike)', async () => {
    const target = await makeOffer(running.payload)
    const one = { 'user-agent': BROWSER, 'x-forwarded-for': '203.0.113.50' }
    const answers = await Promise.all(
      Array.from({ length: 150 }, () => get(`/web/1.0/offers/${target.of_slug_fr}`, one)),
    )
    expect(answers.every((a) => a.status === 200)).toBe(true)
    for (let i = 0; i < 5; i++)
      expect((await get(`/offers/details/${target.of_slug_fr}`, one)).status).toBe(200)
    // Another visitor still counts.
    await get(`/web/1.0/offers/${target.of_slug_fr}`, visitor())
    await counter().flush()
    expect(await storedViews(target.id)).toEqual([{ day: utcDay(), count: 2 }])
  })

  it('writes its batch by itself every flush period, and what is left when it is closed', async () => {
    const other = await makeOffer(running.payload)
    const own = createViewCounter(running.payload, { flushMs: 50 })
    own.count(other.of_slug_fr as string, BROWSER, 'visitor-1')
    await expect.poll(() => storedViews(other.id)).toEqual([{ day: utcDay(), count: 1 }])
    own.count(other.of_slug_fr as string, BROWSER, 'visitor-2')
    own.count(
      other.of_slug_fr as string,
      BROWSER,
      'visitor-3',
      new Date(Date.now() - 24 * 60 * 60 * 1000),
    )
    await own.close()
    expect(await storedViews(other.id)).toEqual(
      expect.arrayContaining([
        { day: utcDay(), count: 2 },
        { day: utcDay(new Date(Date.now() - 24 * 60 * 60 * 1000)), count: 1 },
      ]),
    )
  })

  it('is read by staff only: neither visitors nor clients reach it through /cms-api, and staff cannot edit it', async () => {
    const client = await makeClient(running.payload)
    const { accesstoken } = await signIn(running.url, client.login)
    expect((await get('/cms-api/offer-views')).status).toBe(401)
    expect([401, 403]).toContain(
      (await get('/cms-api/offer-views', { Authorization: `JWT ${accesstoken}` })).status,
    )
    expect([401, 403]).toContain(
      (await get('/cms-api/offer-views', { cookie: `payload-token=${accesstoken}` })).status,
    )

    const { token } = await staffSession(running.payload, 'editor')
    const staff = await get(`/cms-api/offer-views?depth=0&where[offer][equals]=${viewed.id}`, {
      Authorization: `JWT ${token}`,
    })
    expect(staff.status).toBe(200)
    const [row] = staff.json<{ docs: { id: number; count: number }[] }>().docs
    expect(row?.count).toBe(6)
    const edit = await request(running.url, 'PATCH', `/cms-api/offer-views/${row?.id}`, {
      headers: { Authorization: `JWT ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ count: 1000 }),
    })
    expect(edit.status).toBe(403)
  })

  it('drops the views of a deleted offer with it', async () => {
    await running.payload.delete({ collection: 'offers', id: viewed.id, overrideAccess: true })
    expect(await storedViews()).toEqual([])
  })
})
