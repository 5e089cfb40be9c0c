import { beforeAll, describe, expect, it } from 'vitest'

import { seed } from '@cms/seed'
import type { Building, Offer, Portal } from '@cms/payload-types'
import { selectFeedOffers } from '@cms/domain/portals/feed-offers'
import { checkKyero } from '../helpers/feed-validators/kyero'
import { checkJamesEdition } from '../helpers/feed-validators/jamesedition'
import { at, childrenNamed, parseXml } from '../helpers/feed-validators/xml-tree'
import { fetchFeed, portalNamed } from '../helpers/feed-validators/portals'
import { publishedWebOffers, uploadPhoto } from '../helpers/catalogue'
import { rawRequest } from '../helpers/raw-request'
import { useServer } from '../helpers/server'

/** A conditional read as a portal's client sends it (fetch would add `Cache-Control: no-cache`). */
const conditional = async (portal: Portal, headers: Record<string, string>) =>
  (
    await rawRequest({
      host: '127.0.0.1',
      port: running.port,
      path: `/feeds/${portal.format}.xml?token=${encodeURIComponent(portal.token)}`,
      headers: { 'Accept-Encoding': 'gzip', ...headers },
    })
  ).status

/** What goes in a portal's feed, what never does, and how the feed is served. */
const running = useServer()
const HIDDEN_SALE = 7_654_321
const HIDDEN_SHOWN = 7_654_329
const EXACT = { lat: 43.7401234, lng: 7.4212345 }
let kyero: Portal
let james: Portal
let ticked: Portal
let o: Offer[]
let privateId: number | string
let publicId: number | string

const update = (id: number | string, data: Record<string, unknown>, locale?: 'en') =>
  running.payload.update({
    collection: 'offers',
    id,
    data: data as Partial<Offer>,
    locale,
    depth: 0,
    overrideAccess: true,
  })

beforeAll(async () => {
  const { payload } = running
  await seed(payload, { offers: 8, imageSize: 'small' })
  kyero = await portalNamed(payload, 'Kyero')
  james = await portalNamed(payload, 'JamesEdition')
  ticked = (await payload.create({
    collection: 'portals',
    data: { name: 'Ticked', format: 'kyero', token: 'ticked-portal-token-0001', active: true },
    overrideAccess: true,
  })) as Portal
  o = (await publishedWebOffers(payload)).sort((a, b) => a.of_ref.localeCompare(b.of_ref))
  // 0: on request, with figures staff typed all the same.
  await update(o[0].id, {
    of_sell: true,
    of_sell_uponrequest: true,
    of_price_sell: HIDDEN_SALE,
    of_sell_sum: HIDDEN_SHOWN,
  })
  // 1: a private photo first.
  const priv = await uploadPhoto(payload, 'agency-only', { private: true })
  privateId = priv.id
  publicId = (o[1].images as (number | { id: number })[]).map((m) =>
    typeof m === 'object' ? m.id : m,
  )[0]
  await update(o[1].id, { images: [priv.id, ...(o[1].images ?? [])] })
  // 2: off the web; 3: no photo; 4: ticked for one portal; 5: no English text; 6: unpublished.
  await update(o[2].id, { of_web: false })
  await update(o[3].id, { images: [] })
  await update(o[4].id, { portals: [ticked.id] })
  await update(o[5].id, { of_text: null }, 'en')
  await update(o[6].id, { _status: 'draft' })
  // 4's building is placed approximately: the feed shows the public point only.
  await running.payload.update({
    collection: 'buildings',
    id: typeof o[4].building === 'object' ? o[4].building.id : o[4].building,
    data: { bu_lat: EXACT.lat, bu_lng: EXACT.lng, bu_location_precision: 'approximate' },
    overrideAccess: true,
  })
})

const kyeroRefs = (xml: string) =>
  childrenNamed(parseXml(xml), 'property').map((p) => at(p, 'ref')?.text)
const property = (xml: string, ref: string) =>
  childrenNamed(parseXml(xml), 'property').find((p) => at(p, 'ref')?.text === ref)

describe('what a feed carries', () => {
  it('never shows a price on request, in either format', async () => {
    const k = (await fetchFeed(running.url, kyero)).text
    const j = (await fetchFeed(running.url, james)).text
    expect(checkKyero(k).errors).toEqual([])
    expect(checkJamesEdition(j).errors).toEqual([])
    expect(at(property(k, o[0].of_ref)!, 'price')?.text).toBe('x')
    const advert = childrenNamed(at(parseXml(j), 'adverts')!, 'advert').find(
      (a) => a.attributes.reference === o[0].of_ref,
    )!
    expect(at(advert, 'price_on_request')?.text).toBe('yes')
    expect(at(advert, 'price')?.text).toBe('')
    for (const text of [k, j])
      for (const figure of [HIDDEN_SALE, HIDDEN_SHOWN]) expect(text).not.toContain(String(figure))
  })

  it('leaves out private photos, offers off the web and unpublished ones', async () => {
    const k = (await fetchFeed(running.url, kyero)).text
    expect(k).not.toContain(`/feeds/photos/${privateId}.jpg`)
    expect(k).toContain(`/feeds/photos/${publicId}.jpg`)
    const refs = kyeroRefs(k)
    expect(refs).toContain(o[1].of_ref)
    expect(refs).not.toContain(o[2].of_ref)
    expect(refs).not.toContain(o[6].of_ref)
    // The same offers the public API hides.
    expect((await fetch(`${running.url}/web/1.0/offers/${o[6].of_slug_fr}`)).status).toBe(404)
    const photo = await fetch(`${running.url}/feeds/photos/${publicId}.jpg`)
    expect([photo.status, photo.headers.get('content-type')]).toEqual([200, 'image/jpeg'])
    expect((await fetch(`${running.url}/feeds/photos/${privateId}.jpg`)).status).toBe(404)
  })

  it('places an approximately located building at its public point, never the exact one', async () => {
    const building = (await running.payload.findByID({
      collection: 'buildings',
      id: typeof o[4].building === 'object' ? o[4].building.id : o[4].building,
      overrideAccess: true,
    })) as Building
    expect(building.bu_lat_public).not.toBe(EXACT.lat)
    const k = (await fetchFeed(running.url, kyero)).text
    const p = property(k, o[4].of_ref)!
    expect(Number(at(p, 'location/latitude')?.text)).toBeCloseTo(building.bu_lat_public!, 6)
    expect(Number(at(p, 'location/longitude')?.text)).toBeCloseTo(building.bu_lng_public!, 6)
    expect(k).not.toContain(String(EXACT.lat))
    expect(k).not.toContain(String(EXACT.lng))
  })

  it('carries only the ticked offers unless the portal takes all', async () => {
    expect(kyeroRefs((await fetchFeed(running.url, ticked)).text)).toEqual([o[4].of_ref])
    const all = kyeroRefs((await fetchFeed(running.url, kyero)).text)
    expect(all.length).toBeGreaterThan(1)
    expect(all).toContain(o[4].of_ref)
  })

  it('refuses, with why, offers selected that the format cannot carry', async () => {
    const { offers, refused } = await selectFeedOffers(running.payload, kyero)
    const why = new Map(refused.map((r) => [r.ref, r.reasons]))
    expect(why.get(o[3].of_ref)).toEqual(['no_photo'])
    expect(why.get(o[5].of_ref)).toEqual(['no_english_description'])
    expect(offers.map((x) => x.of_ref)).toContain(o[0].of_ref)
    const refs = kyeroRefs((await fetchFeed(running.url, kyero)).text)
    expect(refs).not.toContain(o[3].of_ref)
    expect(refs).not.toContain(o[5].of_ref)
    expect(refused.every((r) => r.name && r.id)).toBe(true)
  })
})

describe('who may read a feed', () => {
  const unknown = async () => {
    const res = await fetch(`${running.url}/feeds/no-such-feed.xml`)
    return { status: res.status, text: await res.text() }
  }
  const get = async (path: string) => {
    const res = await fetch(`${running.url}${path}`)
    return { status: res.status, text: await res.text() }
  }

  it('answers an unknown address for a missing, wrong, revoked or other-format token', async () => {
    const nothing = await unknown()
    expect(nothing.status).toBe(404)
    const old = kyero.token
    await running.payload.update({
      collection: 'portals',
      id: kyero.id,
      data: { token: 'a-brand-new-token-for-kyero' },
      overrideAccess: true,
    })
    for (const path of [
      '/feeds/kyero.xml',
      '/feeds/kyero.xml?token=',
      '/feeds/kyero.xml?token=wrong-token-of-good-shape',
      `/feeds/kyero.xml?token=${old}`,
      `/feeds/jamesedition.xml?token=${ticked.token}`,
    ])
      expect(await get(path), path).toEqual(nothing)
    expect((await get('/feeds/kyero.xml?token=a-brand-new-token-for-kyero')).status).toBe(200)
    await running.payload.update({
      collection: 'portals',
      id: kyero.id,
      data: { token: old },
      overrideAccess: true,
    })
  })

  it('answers an unknown address for an inactive portal', async () => {
    await running.payload.update({
      collection: 'portals',
      id: james.id,
      data: { active: false },
      overrideAccess: true,
    })
    expect(await get(`/feeds/jamesedition.xml?token=${james.token}`)).toEqual(await unknown())
    await running.payload.update({
      collection: 'portals',
      id: james.id,
      data: { active: true },
      overrideAccess: true,
    })
    expect((await fetchFeed(running.url, james)).status).toBe(200)
  })
})

describe('serving a feed', () => {
  it('answers 304 to a portal holding the current feed, by ETag or by date', async () => {
    const first = await fetchFeed(running.url, kyero, { 'Accept-Encoding': 'gzip' })
    const etag = first.headers.get('etag')!
    const modified = first.headers.get('last-modified')!
    expect(etag).toBeTruthy()
    expect(modified).toBeTruthy()
    expect(await conditional(kyero, { 'If-None-Match': etag })).toBe(304)
    expect(await conditional(kyero, { 'If-Modified-Since': modified })).toBe(304)
    expect(await conditional(kyero, { 'If-None-Match': '"another"' })).toBe(200)
    const plain = await fetchFeed(running.url, kyero, { 'Accept-Encoding': 'identity' })
    expect(plain.status).toBe(200)
    expect(plain.headers.get('content-encoding')).toBeNull()
    const br = await fetch(
      `${running.url}/feeds/kyero.xml?token=${encodeURIComponent(kyero.token)}`,
      { headers: { 'Accept-Encoding': 'br' } },
    )
    expect(br.headers.get('content-encoding')).toBe('br')
  })

  it('is rebuilt when an offer it carries changes', async () => {
    const before = await fetchFeed(running.url, kyero)
    const computes = running.services.publicCache.computes()
    await fetchFeed(running.url, kyero)
    expect(running.services.publicCache.computes()).toBe(computes)
    await update(o[1].id, { of_nbrooms: 7 })
    const after = await fetchFeed(running.url, kyero)
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'))
    expect(at(property(after.text, o[1].of_ref)!, 'beds')?.text).toBe('7')
    const since = Date.parse(after.headers.get('last-modified')!)
    expect(since).toBeGreaterThan(Date.parse(before.headers.get('last-modified')!))
    expect(
      await conditional(kyero, { 'If-Modified-Since': before.headers.get('last-modified')! }),
    ).toBe(200)
    expect(
      await conditional(kyero, { 'If-Modified-Since': after.headers.get('last-modified')! }),
    ).toBe(304)
  })

  it('counts each read for staff, with the reader’s user agent', async () => {
    const readsOf = async () =>
      (
        await running.payload.find({
          collection: 'portal-fetches',
          where: { portal: { equals: ticked.id } },
          overrideAccess: true,
        })
      ).docs[0]
    const before = (await readsOf())?.count ?? 0
    await fetchFeed(running.url, ticked, { 'User-Agent': 'KyeroBot/3.0 (feeds test)' })
    await fetchFeed(running.url, ticked, { 'User-Agent': 'KyeroBot/3.0 (feeds test)' })
    const day = new Date().toISOString().slice(0, 10)
    let row: { count?: number; userAgent?: string | null; day?: string } | undefined
    for (let i = 0; i < 50 && (row?.count ?? 0) < before + 2; i++) {
      await new Promise((r) => setTimeout(r, 50))
      row = await readsOf()
    }
    expect(row).toMatchObject({ day, count: before + 2, userAgent: 'KyeroBot/3.0 (feeds test)' })
    // A refused token is not a read.
    await fetch(`${running.url}/feeds/kyero.xml?token=wrong-token-of-good-shape`)
    await new Promise((r) => setTimeout(r, 100))
    expect((await readsOf())?.count).toBe(before + 2)
  })
})
