import { beforeAll, describe, expect, it } from 'vitest'

import { seed } from '@cms/seed'
import { TILE_QUERIES } from '../helpers/district-tiles'
import { call, request } from '../helpers/http'
import { useServer } from '../helpers/server'

const running = useServer()
beforeAll(async () => {
  await seed(running.payload, { offers: 24, imageSize: 'small' })
})

type O = {
  of_id: number
  of_nbpieces: number
  of_sell: boolean
  of_rent: boolean
  of_district: string
  of_type: number
  of_services: number
  images: { fi_id: number }[]
  of_slug_fr: string
  bu_id: { bu_city: string }
}
const list = async (q: string) => {
  const res = await call(running.url, 'GET', `/web/1.0/offers${q}`)
  expect(res.status, q).toBe(200)
  return res.body as unknown as {
    data: O[]
    meta: { total: number; rows_all: number }
    items_services: { value: number }[]
  }
}

describe('the public API on the demo data', () => {
  it('keeps every filter invariant', async () => {
    const all = await list('')
    expect(all.meta.total).toBe(all.meta.rows_all)
    expect(all.data.length).toBe(all.meta.total)
    expect((await list('?room_5=true')).data.every((o) => o.of_nbpieces >= 5)).toBe(true)
    const sale = await list('?sale=true')
    const rent = await list('?rent=true')
    expect(sale.data.every((o) => o.of_sell) && rent.data.every((o) => o.of_rent)).toBe(true)
    expect(all.data.every((o) => o.of_sell || o.of_rent)).toBe(true)
    for (const area of ['monaco', 'france', 'international']) {
      const part = await list(`?${area}=true`)
      if (area === 'monaco') expect(part.data.every((o) => o.bu_id.bu_city === 'MONACO')).toBe(true)
      else expect(part.data.every((o) => o.bu_id.bu_city !== 'MONACO')).toBe(true)
    }
    // Every service bit an offer carries is a known service.
    const known = all.items_services.reduce((mask, s) => mask | s.value, 0)
    expect(all.data.every((o) => (o.of_services & ~known) === 0)).toBe(true)
  })

  it('counts district tiles like the filtered list, kind by kind', async () => {
    for (const { salerent, kind, where } of TILE_QUERIES) {
      const tiles = (
        await call(running.url, 'GET', `/web/1.0/districts?salerent=${salerent}&where=${where}`)
      ).body.data as { value: string; nb: number }[]
      let sum = 0
      for (const t of tiles) {
        expect(t.nb).toBe((await list(`?${where}=true&district=${t.value}${kind}`)).meta.total)
        sum += t.nb
      }
      const offersInTiles = (await list(`?${where}=true${kind}`)).data.filter((o) =>
        tiles.some((t) => t.value === o.of_district),
      ).length
      expect(sum).toBe(offersInTiles)
    }
  })

  it('answers every listed offer in detail, with images that resize and a print sheet', async () => {
    const all = await list('?limit=5')
    for (const o of all.data) {
      const detail = await call(running.url, 'GET', `/web/1.0/offers/${o.of_slug_fr}?lang=ru`)
      expect(detail.status).toBe(200)
      expect(detail.body.data.of_id).toBe(o.of_id)
    }
    const withImage = (await list('')).data.find((o) => o.images.length)!
    const img = await request(
      running.url,
      'GET',
      `/api/1.0/images/${withImage.images[0].fi_id}/400/300/cover`,
      { headers: { accept: 'image/webp' } },
    )
    expect(img.status).toBe(200)
    expect(img.headers['content-type']).toBe('image/webp')
    const pdf = await request(
      running.url,
      'GET',
      `/api/1.0/offers/${withImage.of_id}/print?type=complete&lang=ru&d=1`,
    )
    expect(pdf.status).toBe(200)
    expect(pdf.headers['content-type']).toBe('application/pdf')
  })
})
