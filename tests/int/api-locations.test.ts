import { beforeAll, describe, expect, it } from 'vitest'
import type { MapMarker } from '@contract/map'

import type { Offer } from '@cms/payload-types'
import { makeBuilding, makeOffer } from '../helpers/factories'
import { call, request } from '../helpers/http'
import { useServer } from '../helpers/server'

const running = useServer()

/** Exact points of the buildings; the approximate ones must never come out of the server. */
const EXACT = {
  mc: { lat: 43.740137, lng: 7.426531 },
  mcApprox: { lat: 43.737123, lng: 7.421347 },
  nice: { lat: 43.701213, lng: 7.268117 },
  london: { lat: 51.501234, lng: -0.160111 },
}
const MONACO_BOX = '7.40,43.72,7.45,43.76'

let o: Record<
  'mcSale' | 'mcRent' | 'approxOnRequest' | 'niceSale' | 'londonRent' | 'nowhere',
  Offer
>

const list = async (query: string) => {
  const res = await call(running.url, 'GET', `/web/1.0/offers${query}`)
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return res.body.data as Array<
    Record<string, unknown> & {
      of_id: number
      of_ref: string
      of_sell: boolean
      bu_id: Record<string, unknown>
    }
  >
}
const refs = async (query: string) => (await list(query)).map((x) => x.of_ref).sort()

beforeAll(async () => {
  const p = running.payload
  const mc = await makeBuilding(p, { ...EXACT.mc, precision: 'exact', district: 'monte-carlo' })
  const mcApprox = await makeBuilding(p, { ...EXACT.mcApprox, district: 'la-condamine' })
  const nice = await makeBuilding(p, {
    ...EXACT.nice,
    city: 'Nice',
    district: 'nice',
    country: 'FR',
  })
  const london = await makeBuilding(p, {
    ...EXACT.london,
    precision: 'exact',
    city: 'London',
    district: '',
    country: 'GB',
  })
  const nowhere = await makeBuilding(p)
  o = {
    mcSale: await makeOffer(p, {
      of_ref: 'MC-SALE',
      building: mc.id,
      of_price_sell: 2_450_000,
      of_sell_sum: 2_450_000,
    }),
    mcRent: await makeOffer(p, {
      of_ref: 'MC-RENT',
      building: mc.id,
      of_sell: false,
      of_rent: true,
      of_price_rent: 12_500,
      of_rent_sum: 12_500,
    }),
    approxOnRequest: await makeOffer(p, {
      of_ref: 'MC-APPROX',
      building: mcApprox.id,
      of_price_sell: 7_654_321,
      of_sell_sum: 7_654_321,
      of_sell_uponrequest: true,
    }),
    niceSale: await makeOffer(p, {
      of_ref: 'NICE-SALE',
      building: nice.id,
      of_price_sell: 3_000_000,
    }),
    londonRent: await makeOffer(p, {
      of_ref: 'LDN-RENT',
      building: london.id,
      of_sell: false,
      of_rent: true,
      of_price_rent: 20_000,
    }),
    nowhere: await makeOffer(p, { of_ref: 'NO-PLACE', building: nowhere.id }),
  }
})

describe('building locations in the offers answers', () => {
  it('gives an exact building its own point and an approximate one a nearby cell centre, never the exact point', async () => {
    const all = await list('')
    const exact = all.find((x) => x.of_ref === 'MC-SALE')!.bu_id
    expect(exact).toMatchObject({
      bu_lat: EXACT.mc.lat,
      bu_lng: EXACT.mc.lng,
      bu_location_precision: 'exact',
    })
    const approx = all.find((x) => x.of_ref === 'MC-APPROX')!.bu_id
    expect(approx.bu_location_precision).toBe('approximate')
    expect(approx.bu_lat).not.toBe(EXACT.mcApprox.lat)
    expect(approx.bu_lng).not.toBe(EXACT.mcApprox.lng)
    // Within the ~300 m cell: half a cell each way at most.
    expect(Math.abs((approx.bu_lat as number) - EXACT.mcApprox.lat)).toBeLessThanOrEqual(0.00136)
    expect(Math.abs((approx.bu_lng as number) - EXACT.mcApprox.lng)).toBeLessThanOrEqual(0.0019)
    expect(all.find((x) => x.of_ref === 'NO-PLACE')!.bu_id).toMatchObject({
      bu_lat: null,
      bu_lng: null,
      bu_location_precision: 'approximate',
    })
  })

  it('gives the same approximate point on every call, also after unrelated edits', async () => {
    const detail = async () =>
      (await call(running.url, 'GET', `/web/1.0/offers/${o.approxOnRequest.of_slug_fr}`)).body.data
        .bu_id
    const first = await detail()
    await running.payload.update({
      collection: 'offers',
      id: o.niceSale.id,
      data: { of_price_sell: 3_100_000 },
    })
    const second = await detail()
    expect([second.bu_lat, second.bu_lng]).toEqual([first.bu_lat, first.bu_lng])
    const listed = (await list('?lang=fr')).find((x) => x.of_ref === 'MC-APPROX')!.bu_id
    expect([listed.bu_lat, listed.bu_lng]).toEqual([first.bu_lat, first.bu_lng])
  })

  it('never lets the exact point of an approximate building out: list, detail, map, similar offers, sitemap', async () => {
    const { lat, lng } = EXACT.mcApprox
    const bodies = await Promise.all(
      [
        '/web/1.0/offers',
        `/web/1.0/offers/${o.approxOnRequest.of_slug_fr}`,
        '/web/1.0/offers?view=map',
        `/web/1.0/offers/${o.mcSale.of_slug_fr}/similar`,
        '/sitemap.xml',
        '/sitemap-offers.xml',
      ].map(async (path) => (await request(running.url, 'GET', path)).text()),
    )
    for (const body of bodies) {
      expect(body).not.toContain(String(lat))
      expect(body).not.toContain(String(lng))
    }
    // Payload's REST API is staff-only, and the public read of a building has no exact point either.
    const asPublic = await running.payload.find({
      collection: 'buildings',
      where: { bu_lat_public: { exists: true } },
      overrideAccess: false,
      depth: 0,
    })
    expect(asPublic.docs.length).toBeGreaterThan(0)
    for (const b of asPublic.docs) expect(b.bu_lat).toBeUndefined()
  })
})

describe('bbox', () => {
  it('keeps the offers inside the box and leaves out those outside it or without a location', async () => {
    expect(await refs(`?bbox=${MONACO_BOX}`)).toEqual(['MC-APPROX', 'MC-RENT', 'MC-SALE'])
    expect(await refs('?bbox=7.2,43.65,7.3,43.75')).toEqual(['NICE-SALE'])
    expect(await refs('?bbox=-1,51,1,52')).toEqual(['LDN-RENT'])
    expect(await refs('?bbox=0,0,1,1')).toEqual([])
    expect((await list('')).length).toBe(6)
  })

  it('combines with the other filters and counts what it keeps', async () => {
    expect(await refs(`?bbox=${MONACO_BOX}&sale=true`)).toEqual(['MC-APPROX', 'MC-SALE'])
    expect(await refs(`?bbox=${MONACO_BOX}&rent=true`)).toEqual(['MC-RENT'])
    expect(await refs(`?bbox=${MONACO_BOX}&district=la-condamine`)).toEqual(['MC-APPROX'])
    expect(await refs(`?bbox=${MONACO_BOX}&sale=true&budgetmin=1000000&budgetmax=3000000`)).toEqual(
      ['MC-SALE'],
    )
    expect(await refs('?bbox=-10,40,10,52&france=true')).toEqual(['NICE-SALE'])
    const res = await call(running.url, 'GET', `/web/1.0/offers?bbox=${MONACO_BOX}&limit=1`)
    expect(res.body.meta.total).toBe(3)
  })

  it('compares the public point: a tiny box around an approximate building’s exact point finds nothing', async () => {
    const { lat, lng } = EXACT.mcApprox
    const d = 0.00005
    expect(await refs(`?bbox=${lng - d},${lat - d},${lng + d},${lat + d}`)).toEqual([])
    const pub = (await list('')).find((x) => x.of_ref === 'MC-APPROX')!.bu_id as {
      bu_lat: number
      bu_lng: number
    }
    expect(
      await refs(`?bbox=${pub.bu_lng - d},${pub.bu_lat - d},${pub.bu_lng + d},${pub.bu_lat + d}`),
    ).toEqual(['MC-APPROX'])
    const { lat: eLat, lng: eLng } = EXACT.mc
    expect(await refs(`?bbox=${eLng - d},${eLat - d},${eLng + d},${eLat + d}`)).toEqual([
      'MC-RENT',
      'MC-SALE',
    ])
  })

  it.each([
    '1,2,3',
    '1,2,3,4,5',
    'a,b,c,d',
    '7.5,43,7.4,44',
    '7.4,44,7.5,43',
    '181,0,182,1',
    '0,-91,1,0',
    '1,,2,3',
    '7.4;43.7;7.5;43.8',
    'Infinity,0,1,1',
  ])('refuses the box %s, naming bbox', async (box) => {
    const res = await call(running.url, 'GET', `/web/1.0/offers?bbox=${encodeURIComponent(box)}`)
    expect(res.status).toBe(400)
    expect(res.body.err).toMatchObject({ code: 'invalid_input', fields: ['bbox'] })
  })

  it('refuses a box given twice', async () => {
    for (const q of ['bbox=1,2,3,4&bbox=1,2,3,4']) {
      const res = await call(running.url, 'GET', `/web/1.0/offers?${q}`)
      expect(res.status).toBe(400)
      expect(res.body.err!.fields).toEqual(['bbox'])
    }
  })
})

describe('GET /web/1.0/offers?view=map', () => {
  const markers = async (query = '') => {
    const res = await call<{ data: MapMarker[] }>(
      running.url,
      'GET',
      `/web/1.0/offers?view=map${query}`,
    )
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body.err).toBeNull()
    return res.body.data
  }

  it('answers one compact marker per located offer, with the public point, the price text and the first photo', async () => {
    const data = await markers('&lang=en')
    expect(data.map((m) => m.id).sort()).toEqual(
      [o.mcSale.id, o.mcRent.id, o.approxOnRequest.id, o.niceSale.id, o.londonRent.id].sort(),
    )
    for (const m of data)
      expect(Object.keys(m).sort()).toEqual([
        'approximate',
        'id',
        'image',
        'lat',
        'lng',
        'name',
        'price',
        'sell',
        'slug',
      ])
    const sale = data.find((m) => m.id === o.mcSale.id)!
    expect(sale).toEqual({
      id: o.mcSale.id,
      slug: o.mcSale.of_slug_fr,
      lat: EXACT.mc.lat,
      lng: EXACT.mc.lng,
      approximate: false,
      sell: true,
      price: '2.45M €',
      name: expect.stringMatching(/^Apartment /),
      image: null,
    })
    expect(data.find((m) => m.id === o.mcRent.id)).toMatchObject({
      sell: false,
      price: '12.5K € / month',
    })
    const approx = data.find((m) => m.id === o.approxOnRequest.id)!
    const listed = (await list('')).find((x) => x.of_ref === 'MC-APPROX')!.bu_id
    expect(approx).toMatchObject({ approximate: true, lat: listed.bu_lat, lng: listed.bu_lng })
  })

  it('shows a price on request as words in the asked language, never its figure', async () => {
    const fr = (await markers('&lang=fr')).find((m) => m.id === o.approxOnRequest.id)!
    expect(fr.price).toBe('Prix sur demande')
    expect(fr.name).toMatch(/^Appartement /)
    expect((await markers('&lang=ru')).find((m) => m.id === o.approxOnRequest.id)!.price).toBe(
      'Цена по запросу',
    )
    const raw = (await request(running.url, 'GET', '/web/1.0/offers?view=map')).text()
    expect(raw).not.toMatch(/7654321|7\.65M/)
  })

  it('takes every filter, ignores the page, and is reused until the data changes', async () => {
    expect((await markers(`&bbox=${MONACO_BOX}&sale=true`)).map((m) => m.id).sort()).toEqual(
      [o.mcSale.id, o.approxOnRequest.id].sort(),
    )
    expect(await markers('&limit=1&skip=3')).toHaveLength(5)
    // Kept prepared like the list: hashed once (a strong ETag), compressed from 1 KB (five markers are less).
    const reply = await request(running.url, 'GET', '/web/1.0/offers?view=map&lang=en', {
      headers: { 'accept-encoding': 'br' },
    })
    expect(reply.headers.etag).toMatch(/^"/)
    const again = await request(running.url, 'GET', '/web/1.0/offers?view=map&lang=en', {
      headers: { 'accept-encoding': 'br' },
    })
    expect(again.headers.etag).toBe(reply.headers.etag)
    await running.payload.update({
      collection: 'offers',
      id: o.mcSale.id,
      data: { of_price_sell: 2_500_000, of_sell_sum: 2_500_000 },
    })
    const changed = await request(running.url, 'GET', '/web/1.0/offers?view=map&lang=en', {
      headers: { 'accept-encoding': 'br' },
    })
    expect(changed.headers.etag).not.toBe(reply.headers.etag)
    expect(
      changed.json<{ data: MapMarker[] }>().data.find((m) => m.id === o.mcSale.id)!.price,
    ).toBe('2.5M €')
  })

  it('refuses an unknown view', async () => {
    const res = await call(running.url, 'GET', '/web/1.0/offers?view=globe')
    expect(res.status).toBe(400)
    expect(res.body.err).toMatchObject({ code: 'invalid_input', fields: ['view'] })
  })
})

describe('GET /web/1.0/site and the Content-Security-Policy', () => {
  it('gives the site its map tiles and lets the site and the admin load them', async () => {
    const res = await call(running.url, 'GET', '/web/1.0/site')
    expect(res.body.data.map).toEqual({
      tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: '© OpenStreetMap contributors',
    })
    for (const path of ['/', '/admin']) {
      const csp = (await request(running.url, 'GET', path)).headers['content-security-policy'] ?? ''
      expect(/img-src [^;]*https:\/\/tile\.openstreetmap\.org/.test(csp), `${path}: ${csp}`).toBe(
        true,
      )
    }
  })
})
