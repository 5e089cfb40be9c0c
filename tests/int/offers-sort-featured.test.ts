import { beforeAll, describe, expect, it } from 'vitest'

import type { Offer } from '@cms/payload-types'
import { makeBuilding, makeExclusivity, makeOffer } from '../helpers/factories'
import { call, request } from '../helpers/http'
import { useServer } from '../helpers/server'

const running = useServer()

type Listed = { of_ref: string }
type ListAnswer = { err: null; data: Listed[]; meta: { total: number; rows_all: number } }
const refs = async (query: string) => {
  const res = await call<ListAnswer>(running.url, 'GET', `/web/1.0/offers${query}`)
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return (res.body as unknown as ListAnswer).data.map((o) => o.of_ref)
}

/** Offers of one district, made oldest first: `A` … `G`. */
const SORT = '?district=sortville'

beforeAll(async () => {
  const building = (await makeBuilding(running.payload, { district: 'sortville' })).id
  const offer = (of_ref: string, data: Partial<Offer>) =>
    makeOffer(running.payload, { of_ref, building, of_price_sell: null, ...data })
  await offer('A', { of_price_sell: 3_000_000, of_surface: 100 })
  await offer('B', { of_price_sell: 1_000_000, of_surface: 250 })
  // On request: the hidden figure (cheapest of all) must not place it among the priced offers.
  await offer('C', { of_price_sell: 100, of_sell_uponrequest: true, of_surface: 50 })
  await offer('D', { of_sell: false, of_rent: true, of_price_rent: 5_000, of_surface_livable: 80 })
  await offer('E', { of_price_sell: 2_000_000 })
  // On request as well, with a hidden figure dearer than every other.
  await offer('F', { of_price_sell: 900_000_000, of_sell_uponrequest: true })
  // The shown figure (of_sell_sum) is the one the card shows, and the one sorted on.
  await offer('G', { of_price_sell: 9_000_000, of_sell_sum: 1_500_000, of_surface_livable: 120 })
})

describe('GET /web/1.0/offers?sort=', () => {
  it('price-asc: the shown figure, cheapest first (a rent before sales); prices on request last, newest first', async () => {
    expect(await refs(`${SORT}&sale=1&sort=price-asc`)).toEqual(['B', 'G', 'E', 'A', 'F', 'C'])
    expect(await refs(`${SORT}&sort=price-asc`)).toEqual(['D', 'B', 'G', 'E', 'A', 'F', 'C'])
    expect(await refs(`${SORT}&rent=1&sort=price-asc`)).toEqual(['D'])
  })

  it('price-desc: dearest first, prices on request still last and in the same order', async () => {
    expect(await refs(`${SORT}&sale=1&sort=price-desc`)).toEqual(['A', 'E', 'G', 'B', 'F', 'C'])
  })

  it('newest: the default order', async () => {
    expect(await refs(`${SORT}&sort=newest`)).toEqual(['G', 'F', 'E', 'D', 'C', 'B', 'A'])
    expect(await refs(SORT)).toEqual(['G', 'F', 'E', 'D', 'C', 'B', 'A'])
  })

  it('surface: largest first (the total, else the living area), offers without one last', async () => {
    expect(await refs(`${SORT}&sort=surface`)).toEqual(['B', 'G', 'A', 'D', 'C', 'F', 'E'])
  })

  it('pages the sorted list with skip and limit, with the whole count', async () => {
    const res = await call<ListAnswer>(
      running.url,
      'GET',
      `/web/1.0/offers${SORT}&sort=price-asc&skip=2&limit=3`,
    )
    const body = res.body as unknown as ListAnswer
    expect(body.data.map((o) => o.of_ref)).toEqual(['G', 'E', 'A'])
    expect(body.meta.total).toBe(7)
  })

  it('refuses an unknown order with invalid_input naming sort', async () => {
    for (const bad of ['cheapest', 'PRICE-ASC', 'price-asc,surface']) {
      const res = await call(
        running.url,
        'GET',
        `/web/1.0/offers${SORT}&sort=${encodeURIComponent(bad)}`,
      )
      expect(res.status, bad).toBe(400)
      expect(res.body.err).toMatchObject({ code: 'invalid_input', fields: ['sort'] })
    }
    const repeated = await call(
      running.url,
      'GET',
      `/web/1.0/offers${SORT}&sort=surface&sort=newest`,
    )
    expect(repeated.status).toBe(400)
  })

  it('keeps each order under its own key: a kept answer of one order is never served for another', async () => {
    const asc = await refs(`${SORT}&sale=1&sort=price-asc`)
    const again = await refs(`${SORT}&sale=1&sort=price-asc`)
    const desc = await refs(`${SORT}&sale=1&sort=price-desc`)
    const newest = await refs(`${SORT}&sale=1`)
    expect(again).toEqual(asc)
    expect(desc).not.toEqual(asc)
    expect(newest).not.toEqual(asc)
    expect(newest).not.toEqual(desc)
  })
})

describe('GET /web/1.0/offers?room_n=: offers without rooms', () => {
  /** An office counts no rooms (none given, or 0); flats count theirs, 5 meaning 5 or more. */
  const ROOMS = '?district=roomville'

  beforeAll(async () => {
    const building = (await makeBuilding(running.payload, { district: 'roomville' })).id
    const offer = (of_ref: string, of_nbpieces: number | null) =>
      makeOffer(running.payload, { of_ref, building, of_nbpieces })
    await offer('OFFICE-NONE', null)
    await offer('OFFICE-ZERO', 0)
    await offer('FLAT-2', 2)
    await offer('FLAT-6', 6)
  })

  it('lists them without a rooms filter, and under any rooms filter never', async () => {
    expect((await refs(ROOMS)).sort()).toEqual(['FLAT-2', 'FLAT-6', 'OFFICE-NONE', 'OFFICE-ZERO'])
    expect(await refs(`${ROOMS}&room_2=1`)).toEqual(['FLAT-2'])
    expect(await refs(`${ROOMS}&room_5=1`)).toEqual(['FLAT-6'])
    expect(await refs(`${ROOMS}&room_1=1`)).toEqual([])
    expect((await refs(`${ROOMS}&room_1=1&room_2=1&room_3=1&room_4=1`)).sort()).toEqual(['FLAT-2'])
    // All five sizes are no filter at all: everything, offices included.
    expect((await refs(`${ROOMS}&room_1=1&room_2=1&room_3=1&room_4=1&room_5=1`)).sort()).toEqual([
      'FLAT-2',
      'FLAT-6',
      'OFFICE-NONE',
      'OFFICE-ZERO',
    ])
  })
})

describe('the list page keeps the order', () => {
  const cachedEntries = () => running.services.publicCache.size().entries
  const page = '/offers/sortville/sales/types-all/pieces-all/budget-all/1'
  /** The cards in the HTML, in their order (the first rows only: the grid renders no more on the server). */
  const cards = (html: string) =>
    [
      ...html.matchAll(
        /<h2 id="offer-[^"]+" class="offer-card__title"><a [^>]*>Appartement ([A-G])</g,
      ),
    ].map((m) => m[1])
  const expectOrder = (html: string, all: string[]) => {
    const shown = cards(html)
    expect(shown.length).toBeGreaterThanOrEqual(3)
    expect(shown).toEqual(all.slice(0, shown.length))
  }

  beforeAll(async () => {
    // Named after their reference, so the rendered page shows the order.
    for (const doc of (
      await running.payload.find({
        collection: 'offers',
        where: { of_district: { equals: 'sortville' } },
        depth: 0,
        limit: 0,
        pagination: false,
      })
    ).docs) {
      await running.payload.update({
        collection: 'offers',
        id: doc.id,
        locale: 'fr',
        data: { of_name: `Appartement ${doc.of_ref}` } as Offer,
      })
    }
  })

  it('renders the asked order on the server and keeps that page under the order', async () => {
    const sorted = await request(running.url, 'GET', `${page}?sort=price-asc&lang=fr`)
    expect(sorted.status).toBe(200)
    expectOrder(sorted.text(), ['B', 'G', 'E', 'A', 'F', 'C'])
    // A kept page is sent with its content's ETag; a page rendered each time has none.
    expect(sorted.headers.etag).toBeTruthy()
    const entries = cachedEntries()
    const again = await request(running.url, 'GET', `${page}?sort=price-asc&lang=fr`)
    expect(again.text()).toBe(sorted.text())
    expect(cachedEntries()).toBe(entries)
    const desc = await request(running.url, 'GET', `${page}?lang=fr&sort=price-desc`)
    expect(desc.headers.etag).toBeTruthy()
    expectOrder(desc.text(), ['A', 'E', 'G', 'B', 'F', 'C'])
  })

  it('renders an unknown order as the default one and keeps nothing for it', async () => {
    await request(running.url, 'GET', `${page}?lang=fr`)
    const before = cachedEntries()
    for (const bad of ['cheapest', 'PRICE-ASC']) {
      const res = await request(running.url, 'GET', `${page}?lang=fr&sort=${bad}`)
      expect(res.status, bad).toBeLessThan(500)
      expect(res.headers.etag, bad).toBeUndefined()
      expectOrder(res.text(), ['G', 'F', 'E', 'C', 'B', 'A'])
    }
    // A NUL character is no order at all: the address is refused before anything reads it.
    const nul = await request(running.url, 'GET', `${page}?lang=fr&sort=price-asc%00`)
    expect(nul.status).toBe(400)
    expect(JSON.parse(nul.text()).err.code).toBe('invalid_input')
    expect(cachedEntries()).toBe(before)
    // A repeated order is rendered (with the first), never kept.
    const repeated = await request(running.url, 'GET', `${page}?lang=fr&sort=surface&sort=newest`)
    expect(repeated.status).toBe(200)
    expect(repeated.headers.etag).toBeUndefined()
  })
})

describe('GET /web/1.0/offers?featured=1: the home page row', () => {
  const FEATURED = '?district=featureville&featured=1'
  let building: number

  beforeAll(async () => {
    building = (await makeBuilding(running.payload, { district: 'featureville' })).id
    await makeOffer(running.payload, { of_ref: 'F-OLD', building })
    await makeOffer(running.payload, { of_ref: 'F-NEW', building })
  })

  it('without featured or exclusive offers: the newest offers', async () => {
    expect(await refs(`${FEATURED}&limit=1`)).toEqual(['F-NEW'])
    expect(await refs(FEATURED)).toEqual(['F-NEW', 'F-OLD'])
  })

  it('without featured offers: the newest exclusives', async () => {
    const exclusivity = await makeExclusivity(running.payload)
    await makeOffer(running.payload, { of_ref: 'F-EXCL', building, exclusivity: exclusivity.id })
    await makeOffer(running.payload, { of_ref: 'F-NEWEST', building })
    expect(await refs(FEATURED)).toEqual(['F-EXCL'])
  })

  it('the offers staff ticked, published ones only, newest first', async () => {
    await makeOffer(running.payload, { of_ref: 'F-PICK-1', building, of_featured: true })
    await makeOffer(running.payload, { of_ref: 'F-PICK-2', building, of_featured: true })
    await makeOffer(running.payload, {
      of_ref: 'F-PICK-OFF',
      building,
      of_featured: true,
      of_web: false,
    })
    expect(await refs(FEATURED)).toEqual(['F-PICK-2', 'F-PICK-1'])
    // Without the flag the list is the whole district, as before.
    expect(await refs('?district=featureville')).toHaveLength(6)
  })

  it('reads the flag as the other flags are read', async () => {
    expect(await refs('?district=featureville&featured=true')).toEqual(['F-PICK-2', 'F-PICK-1'])
    expect(await refs('?district=featureville&featured=0')).toHaveLength(6)
  })

  it('the home page carries the row in its HTML', async () => {
    const home = await request(running.url, 'GET', '/?lang=fr')
    expect(home.status).toBe(200)
    const html = home.text()
    const name = (
      await running.payload.find({
        collection: 'offers',
        where: { of_ref: { equals: 'F-PICK-2' } },
        locale: 'fr',
        depth: 0,
        limit: 1,
      })
    ).docs[0].of_name as string
    expect(html).toContain('data-featured-row')
    expect(html).toContain(name)
  })
})
