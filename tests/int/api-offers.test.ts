import { beforeAll, describe, expect, it } from 'vitest'

import type { Offer } from '@cms/payload-types'
import { createPublicCache } from '../../adapters/public-cache'
import { publishedWebOffers, SCHOOL_DISTANCES, SERVICES } from '../helpers/catalogue'
import { call } from '../helpers/http'
import { useServer } from '../helpers/server'
import { useCatalogue } from '../helpers/use-catalogue'

const fx = await useCatalogue()
const running = useServer()
/** Every published web offer as stored, to check the API's answers against. */
let stored: Offer[]

beforeAll(async () => {
  stored = await publishedWebOffers(running.payload)
})

type ListedOffer = Record<string, unknown> & {
  of_id: number
  of_slug_fr: string
  of_nbpieces: number
  of_sell: boolean
  of_rent: boolean
  bu_id: Record<string, unknown>
}
const list = async (query: string) => {
  const res = await call(running.url, 'GET', `/web/1.0/offers${query}`)
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return res.body as unknown as {
    err: null
    data: ListedOffer[]
    meta: { total: number; rows_all: number }
    items_services: Record<string, unknown>[]
  }
}
const storedOf = (o: ListedOffer) => stored.find((s) => s.id === o.of_id)!

describe('GET /web/1.0/offers', () => {
  it('lists every published web offer and nothing else, with counts', async () => {
    const body = await list('')
    expect(body.err).toBeNull()
    expect(body.meta).toEqual({ total: 30, rows_all: 30 })
    expect(body.data).toHaveLength(30)
    const refs = body.data.map((o) => o.of_ref)
    expect(refs).not.toContain('HIDDEN-WEB')
    expect(refs).not.toContain('DRAFT-1')
  })

  it('orders newest first then by id, so that skip/limit pages neither overlap nor skip', async () => {
    const all = (await list('?limit=1000')).data
    const created = all.map((o) => storedOf(o).createdAt)
    expect([...created].sort().reverse()).toEqual(created)
    const paged: number[] = []
    for (let skip = 0; skip < 30; skip += 7)
      paged.push(...(await list(`?skip=${skip}&limit=7`)).data.map((o) => o.of_id))
    expect(paged).toEqual(all.map((o) => o.of_id))
    expect((await list('?skip=29&limit=5')).data.map((o) => o.of_id)).toEqual([all[29].of_id])
    expect((await list('?skip=500')).data).toEqual([])
  })

  it('carries the offer shape of docs/api.md in the asked language, with building, country and distances', async () => {
    const body = await list('?lang=fr')
    const first = body.data.find((o) => o.of_ref === 'REF-000')!
    expect(first).toMatchObject({
      of_ref: 'REF-000',
      of_name_fr: 'Appartement numéro 0',
      // Stored as plain text, served as the paragraphs of the rich text it became.
      of_text_fr: '<p>Description française 0</p>',
      of_sell: true,
      of_rent: false,
      of_price_sell: 500000,
      of_nbpieces: 1,
      of_district: 'monte-carlo',
      of_services: 0,
      images: [],
    })
    expect(first.of_name_en).toBeUndefined()
    expect(first.bu_id).toMatchObject({
      bu_name: 'Le Millefiori',
      bu_city: 'MONACO',
      bu_district: 'monte-carlo',
      bu_description_fr: '<p>Une tour au-dessus du casino</p>',
      cu_id: { cu_id: fx.countries.mc.id, cu_name_fr: 'Monaco' },
    })
    expect((first.bu_id.distances as unknown[]).length).toBe(2)
    expect(body.items_services).toEqual(
      SERVICES.map((s) => ({ value: s.value, icon: s.icon, label_fr: s.label_fr })),
    )
  })

  it('falls back to English when the asked language is empty', async () => {
    const body = await list('?lang=ru')
    const zero = body.data.find((o) => o.of_ref === 'REF-000')!
    const one = body.data.find((o) => o.of_ref === 'REF-001')!
    expect(zero.of_name_ru).toBe('Квартира номер 0')
    expect(one.of_name_ru).toBe('Apartment number 1')
    expect(one.bu_id.bu_description_ru).toBe('<p>By the port</p>')
    expect((await list('?lang=xx')).data[0]).toHaveProperty('of_name_en')
  })

  it('filters by transaction kind (neither or both: all)', async () => {
    const sale = await list('?sale=true')
    expect(sale.data.length).toBeGreaterThan(0)
    expect(sale.data.every((o) => o.of_sell)).toBe(true)
    expect(sale.meta.total).toBe(stored.filter((s) => s.of_sell).length)
    const rent = await list('?rent=1')
    expect(rent.data.every((o) => o.of_rent)).toBe(true)
    expect(rent.meta.total).toBe(stored.filter((s) => s.of_rent).length)
    expect((await list('?rent=true&sale=true')).meta.total).toBe(30)
    expect((await list('?rent=false&sale=0')).meta.total).toBe(30)
  })

  it('filters by area from the building (none or all flagged: all)', async () => {
    const monaco = await list('?monaco=true')
    expect(monaco.data.every((o) => o.bu_id.bu_city === 'MONACO')).toBe(true)
    expect(monaco.meta.total).toBe(12)
    const france = await list('?france=true')
    expect(
      france.data.every(
        (o) =>
          o.bu_id.bu_city !== 'MONACO' &&
          (o.bu_id.cu_id as { cu_name_fr: string }).cu_name_fr === 'France',
      ),
    ).toBe(true)
    const intl = await list('?international=true')
    expect(intl.data.every((o) => o.bu_id.bu_name === 'Mayfair House')).toBe(true)
    expect(monaco.meta.total + france.meta.total + intl.meta.total).toBe(30)
    expect((await list('?monaco=true&international=true')).meta.total).toBe(
      monaco.meta.total + intl.meta.total,
    )
    expect((await list('?monaco=true&france=true&international=true')).meta.total).toBe(30)
  })

  it("filters by district, the offer's own or else its building's", async () => {
    const mc = await list('?district=monte-carlo')
    expect(mc.data.length).toBeGreaterThan(0)
    expect(mc.data.every((o) => o.of_district === 'monte-carlo')).toBe(true)
    expect(mc.meta.total).toBe(stored.filter((s) => s.of_district === 'monte-carlo').length)
    const own = await list('?district=fontvieille')
    expect(own.data.map((o) => o.of_ref)).toEqual(['REF-005'])
    expect(own.data[0].bu_id.bu_district).toBe('monte-carlo')
    expect((await list('?district=nowhere')).meta.total).toBe(0)
  })

  it('filters by rooms, 5 meaning 5 or more, all five meaning no filter', async () => {
    const five = await list('?room_5=true')
    expect(five.data.every((o) => o.of_nbpieces >= 5)).toBe(true)
    expect(five.meta.total).toBe(stored.filter((s) => (s.of_nbpieces ?? 0) >= 5).length)
    const twoThree = await list('?room_2=true&room_3=1')
    expect(twoThree.data.every((o) => [2, 3].includes(o.of_nbpieces))).toBe(true)
    expect(twoThree.meta.total).toBe(
      stored.filter((s) => [2, 3].includes(s.of_nbpieces ?? 0)).length,
    )
    expect((await list('?room_1=1&room_2=1&room_3=1&room_4=1&room_5=1')).meta.total).toBe(30)
  })

  it('filters by types', async () => {
    const villas = await list('?types=2')
    expect(villas.data.every((o) => o.of_type === 2)).toBe(true)
    expect(villas.meta.total).toBe(10)
    expect((await list('?types=1,3')).meta.total).toBe(20)
  })

  it('filters by budget on the asking price of the asked kind, inclusive, swapped, on-request left out', async () => {
    const inRange = (o: ListedOffer, k: 'sell' | 'rent', min: number, max: number) =>
      o[`of_${k}`] === true &&
      o[`of_${k}_uponrequest`] !== true &&
      (o[`of_price_${k}`] as number) >= min &&
      (o[`of_price_${k}`] as number) <= max
    const sale = await list('?sale=true&budgetmin=1500000&budgetmax=3000000')
    expect(sale.data.length).toBeGreaterThan(0)
    expect(sale.data.every((o) => inRange(o, 'sell', 1_500_000, 3_000_000))).toBe(true)
    expect(sale.data.map((o) => o.of_price_sell)).toContain(1_500_000)
    expect(sale.data.map((o) => o.of_price_sell)).toContain(3_000_000)
    const swapped = await list('?sale=true&budgetmin=3000000&budgetmax=1500000')
    expect(swapped.meta.total).toBe(sale.meta.total)
    const both = await list('?budgetmin=10000&budgetmax=20000')
    expect(
      both.data.every(
        (o) => inRange(o, 'sell', 10_000, 20_000) || inRange(o, 'rent', 10_000, 20_000),
      ),
    ).toBe(true)
    expect(both.meta.total).toBe(
      stored.filter(
        (s) =>
          (s.of_rent &&
            !s.of_rent_uponrequest &&
            s.of_price_rent! >= 10_000 &&
            s.of_price_rent! <= 20_000) ||
          (s.of_sell &&
            !s.of_sell_uponrequest &&
            s.of_price_sell! >= 10_000 &&
            s.of_price_sell! <= 20_000),
      ).length,
    )
    const noUpper = await list('?sale=true&budgetmin=10000000&budgetmax=400000000')
    expect(noUpper.data.every((o) => inRange(o, 'sell', 10_000_000, Infinity))).toBe(true)
    expect(noUpper.data.some((o) => o.of_ref === 'REF-029')).toBe(false)
    expect((await list('?sale=true&budgetmin=0&budgetmax=400000000')).meta.total).toBe(
      stored.filter((s) => s.of_sell).length,
    )
  })

  it('returns only the favourites asked for, none for an empty list', async () => {
    const ids = [fx.offers[2].id, fx.offers[11].id, fx.hidden.id]
    const fav = await list(`?favories=${ids.join(',')}`)
    expect(fav.data.map((o) => o.of_id).sort()).toEqual([fx.offers[2].id, fx.offers[11].id].sort())
    expect((await list('?favories=')).meta.total).toBe(0)
  })

  it('combines filters as an intersection', async () => {
    const body = await list('?monaco=true&rent=true&room_5=true&types=1,2')
    for (const o of body.data) {
      expect(o.bu_id.bu_city).toBe('MONACO')
      expect(o.of_rent).toBe(true)
      expect(o.of_nbpieces).toBeGreaterThanOrEqual(5)
      expect([1, 2]).toContain(o.of_type)
    }
    expect(body.meta.rows_all).toBe(30)
  })

  it('serves the home carousel: published web offers flagged for it', async () => {
    const body = await list('?carousel=true&isweb=true')
    expect(body.data.map((o) => o.of_ref).sort()).toEqual(['REF-004', 'REF-008'])
  })

  it('sanitizes the video embed on output', async () => {
    const o = (await list('')).data.find((x) => x.of_ref === 'REF-003')!
    expect(o.of_video).toContain('https://www.youtube.com/embed/abc')
    expect(o.of_video).not.toContain('script')
    expect(o.of_video).not.toContain('evil.example')
  })

  it('caps limit at 1000 and refuses a negative or non-numeric skip or limit', async () => {
    expect((await list('?limit=5000')).data).toHaveLength(30)
    for (const q of [
      'limit=-1',
      'limit=abc',
      'skip=-5',
      'skip=1.5',
      'budgetmin=abc',
      'types=a,b',
      'favories=1;drop',
    ]) {
      const res = await call(running.url, 'GET', `/web/1.0/offers?${q}`)
      expect(res.status, q).toBe(400)
      expect(res.body.err?.code).toBe('invalid_input')
      expect(res.body.err?.fields).toEqual([q.split(/[=[]/)[0]])
    }
  })

  it('ignores unknown parameters and treats operator-shaped ones as no match', async () => {
    expect((await list('?foo=bar&monaco=yes')).meta.total).toBe(30)
    const res = await call(running.url, 'GET', '/web/1.0/offers?district[$ne]=x')
    expect(res.status).toBe(200)
    expect(res.body.meta.total).toBe(30)
  })
})

describe('GET /web/1.0/offers/:slug', () => {
  it('answers one offer with images, building distances and services', async () => {
    const offer = fx.offers[1]
    const res = await call(running.url, 'GET', `/web/1.0/offers/${offer.of_slug_fr}?lang=en`)
    expect(res.status).toBe(200)
    expect(res.body.err).toBeNull()
    expect(res.body.data).toMatchObject({
      of_id: offer.id,
      of_ref: 'REF-001',
      of_name_en: 'Apartment number 1',
      images: [{ fi_id: fx.photo.id }],
      of_services: 1,
    })
    expect(res.body.items_services[0]).toEqual({ value: 1, icon: 'pool', label_en: 'Pool' })
    const withDistances = await call(
      running.url,
      'GET',
      `/web/1.0/offers/${fx.offers[0].of_slug_fr}`,
    )
    // Each school as stored, a way the agency did not measure answered as null.
    const [school, lycee] = SCHOOL_DISTANCES
    expect(withDistances.body.data.bu_id.distances).toEqual([
      school,
      {
        ...lycee,
        di_bicycling_km: null,
        di_bicycling_time: null,
        di_transit_km: null,
        di_transit_time: null,
      },
    ])
  })

  it('is 404 for unknown slugs and for offers the public may not see', async () => {
    for (const slug of [
      'no-such-offer',
      fx.hidden.of_slug_fr,
      fx.draft.of_slug_fr,
      'x'.repeat(300),
    ]) {
      const res = await call(running.url, 'GET', `/web/1.0/offers/${slug}`)
      expect(res.status, String(slug)).toBe(404)
      expect(res.body.err?.code).toBe('not_found')
    }
  })
})

describe('answers reused while the data is unchanged', () => {
  it('recomputes an answer only when offers, buildings or reference data change', async () => {
    const cache = createPublicCache(running.payload, { revalidateMs: 0 })
    let computed = 0
    const compute = async () => ({ n: ++computed })
    expect(JSON.parse(String((await cache.json('k', compute)).body))).toEqual({ n: 1 })
    expect(JSON.parse(String((await cache.json('k', compute)).body))).toEqual({ n: 1 })
    await running.payload.update({
      collection: 'buildings',
      id: fx.buildings[4].id,
      data: { bu_name: 'Mayfair Court' },
      overrideAccess: true,
    })
    expect(JSON.parse(String((await cache.json('k', compute)).body))).toEqual({ n: 2 })
    const [a, b] = await Promise.all([cache.json('other', compute), cache.json('other', compute)])
    expect(String(a.body)).toBe(String(b.body))
    expect(computed).toBe(3)
  })

  it('shows an edit, an unpublication and a deletion in the next answer', async () => {
    const target = fx.offers[6]
    await running.payload.update({
      collection: 'offers',
      id: target.id,
      locale: 'en',
      data: { of_name: 'Renamed offer' } as never,
      overrideAccess: true,
    })
    expect((await list('')).data.find((o) => o.of_id === target.id)?.of_name_en).toBe(
      'Renamed offer',
    )
    await running.payload.update({
      collection: 'offers',
      id: target.id,
      data: { of_web: false } as never,
      overrideAccess: true,
    })
    expect((await list('')).data.some((o) => o.of_id === target.id)).toBe(false)
    expect((await call(running.url, 'GET', `/web/1.0/offers/${target.of_slug_fr}`)).status).toBe(
      404,
    )
    await running.payload.delete({
      collection: 'offers',
      id: fx.offers[7].id,
      overrideAccess: true,
    })
    expect((await list('')).meta.rows_all).toBe(28)
  })
})
