import { beforeAll, describe, expect, it } from 'vitest'

import type { Offer } from '@cms/payload-types'
import { makeBuilding, makeOffer } from '../helpers/factories'
import { call } from '../helpers/http'
import { useServer } from '../helpers/server'

const running = useServer()

let target: Offer
let rentOnly: Offer

beforeAll(async () => {
  const p = running.payload
  const mcA = await makeBuilding(p, { district: 'monte-carlo' })
  const mcB = await makeBuilding(p, { district: 'larvotto' })
  const nice = await makeBuilding(p, { city: 'Nice', district: 'nice', country: 'FR' })
  target = await makeOffer(p, {
    of_ref: 'TARGET',
    building: mcA.id,
    of_nbpieces: 3,
    of_price_sell: 3_000_000,
  })
  // Ranked as the score says: same district first, then same area, then other areas.
  await makeOffer(p, {
    of_ref: 'SAME-DISTRICT-NEAR',
    building: mcA.id,
    of_nbpieces: 3,
    of_price_sell: 3_200_000,
  })
  await makeOffer(p, {
    of_ref: 'SAME-DISTRICT-FAR',
    building: mcA.id,
    of_nbpieces: 1,
    of_price_sell: 20_000_000,
  })
  await makeOffer(p, {
    of_ref: 'SAME-AREA-1',
    building: mcB.id,
    of_nbpieces: 3,
    of_price_sell: 2_900_000,
  })
  await makeOffer(p, {
    of_ref: 'SAME-AREA-2',
    building: mcB.id,
    of_nbpieces: 2,
    of_price_sell: 2_500_000,
  })
  for (let i = 0; i < 4; i++)
    await makeOffer(p, {
      of_ref: `NICE-${i}`,
      building: nice.id,
      of_nbpieces: 3,
      of_price_sell: 3_000_000,
    })
  await makeOffer(p, {
    of_ref: 'NOT-PUBLIC',
    building: mcA.id,
    of_nbpieces: 3,
    of_price_sell: 3_000_000,
    of_web: false,
  })
  rentOnly = await makeOffer(p, {
    of_ref: 'RENT-SAME-DISTRICT',
    building: mcA.id,
    of_sell: false,
    of_rent: true,
    of_price_rent: 10_000,
    of_nbpieces: 3,
  })
})

describe('GET /web/1.0/offers/:slug/similar', () => {
  it('answers at most six public offers of the same kind, never the offer itself, nearest first', async () => {
    const res = await call(
      running.url,
      'GET',
      `/web/1.0/offers/${target.of_slug_fr}/similar?lang=fr`,
    )
    expect(res.status).toBe(200)
    expect(res.body.err).toBeNull()
    const refs = (res.body.data as { of_ref: string }[]).map((o) => o.of_ref)
    expect(refs).toHaveLength(6)
    expect(refs).not.toContain('TARGET')
    expect(refs).not.toContain('NOT-PUBLIC')
    expect(refs).not.toContain('RENT-SAME-DISTRICT')
    expect(refs.slice(0, 4)).toEqual([
      'SAME-DISTRICT-NEAR',
      'SAME-DISTRICT-FAR',
      'SAME-AREA-1',
      'SAME-AREA-2',
    ])
    expect(refs.slice(4).every((r) => r.startsWith('NICE-'))).toBe(true)
    for (const o of res.body.data) expect(o.of_sell).toBe(true)
  })

  it('has the list’s offer shape in the asked language', async () => {
    const [first] = (
      await call(running.url, 'GET', `/web/1.0/offers/${target.of_slug_fr}/similar?lang=en`)
    ).body.data
    const [listed] = (
      await call(running.url, 'GET', `/web/1.0/offers?lang=en&favories=${first.of_id}`)
    ).body.data
    expect(first).toEqual(listed)
    expect(first.of_name_en).toMatch(/^Apartment /)
  })

  it('keeps a rental’s similar offers to rentals', async () => {
    const res = await call(running.url, 'GET', `/web/1.0/offers/${rentOnly.of_slug_fr}/similar`)
    expect(res.status).toBe(200)
    expect(res.body.data).toEqual([])
  })

  it('answers 404 for an unknown or unpublished offer', async () => {
    for (const slug of ['no-such-offer', 'x'.repeat(300)]) {
      const res = await call(running.url, 'GET', `/web/1.0/offers/${slug}/similar`)
      expect(res.status).toBe(404)
      expect(res.body.err!.code).toBe('not_found')
    }
    const hidden = (
      await running.payload.find({
        collection: 'offers',
        where: { of_ref: { equals: 'NOT-PUBLIC' } },
        depth: 0,
      })
    ).docs[0]
    expect(
      (await call(running.url, 'GET', `/web/1.0/offers/${hidden.of_slug_fr}/similar`)).status,
    ).toBe(404)
  })
})

describe('GET /web/1.0/rates', () => {
  it('answers the euro rates with their date, defaults until staff set them', async () => {
    const res = await call(running.url, 'GET', '/web/1.0/rates')
    expect(res.status).toBe(200)
    expect(res.body).toEqual({
      err: null,
      data: {
        base: 'EUR',
        date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        rates: {
          USD: expect.any(Number),
          GBP: expect.any(Number),
          CHF: expect.any(Number),
          RUB: expect.any(Number),
          AED: expect.any(Number),
        },
      },
    })
    for (const v of Object.values(res.body.data.rates)) expect(v).toBeGreaterThan(0)
  })

  it('follows what staff save, at once', async () => {
    await running.payload.updateGlobal({
      slug: 'exchange-rates',
      data: { date: '2026-12-01T12:00:00.000Z', USD: 1.2, GBP: 0.9, CHF: 0.95, RUB: 100, AED: 4.4 },
    })
    const res = await call(running.url, 'GET', '/web/1.0/rates')
    expect(res.body.data).toEqual({
      base: 'EUR',
      date: '2026-12-01',
      rates: { USD: 1.2, GBP: 0.9, CHF: 0.95, RUB: 100, AED: 4.4 },
    })
  })

  it('refuses a rate that is not above zero', async () => {
    await expect(
      running.payload.updateGlobal({ slug: 'exchange-rates', data: { USD: 0 } }),
    ).rejects.toThrow()
    await expect(
      running.payload.updateGlobal({
        slug: 'exchange-rates',
        data: { USD: 1.3 },
        overrideAccess: false,
      }),
    ).rejects.toThrow()
  })
})
