import { describe, expect, it } from 'vitest'

import { SERVICES, TYPES } from '../helpers/catalogue'
import { TILE_QUERIES } from '../helpers/district-tiles'
import { call, request } from '../helpers/http'
import { useServer } from '../helpers/server'
import { useCatalogue } from '../helpers/use-catalogue'

const fx = await useCatalogue()
const running = useServer()
type Tile = { text: string; nb: number; img: number; value: string }
const tiles = async (query: string) => {
  const res = await call(running.url, 'GET', `/web/1.0/districts${query}`)
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  expect(res.body.err).toBeNull()
  return res.body.data as Tile[]
}
const total = async (query: string) =>
  (await call(running.url, 'GET', `/web/1.0/offers${query}`)).body.meta.total as number

describe('GET /web/1.0/districts', () => {
  it("lists an area's tiles in order with their counts, hiding empty ones, in the asked language", async () => {
    const monaco = await tiles('?salerent=rents_and_sales&where=monaco&lang=fr')
    expect(monaco.map((t) => t.value)).toEqual(['monte-carlo', 'la-condamine', 'fontvieille'])
    expect(monaco[0]).toEqual({
      text: 'Monte-Carlo',
      nb: expect.any(Number),
      img: fx.photo.id,
      value: 'monte-carlo',
    })
    expect((await tiles('?where=monaco&lang=en'))[0].text).toBe('Monte Carlo')
    expect((await tiles('?where=monaco&lang=ru'))[0].text).toBe('Monte Carlo')
    expect(monaco.every((t) => t.nb > 0)).toBe(true)
  })

  it('counts each tile like the list filtered by that district, kind and area', async () => {
    for (const { salerent, kind, where } of TILE_QUERIES) {
      const list = await tiles(`?salerent=${salerent}&where=${where}`)
      for (const t of list)
        expect(t.nb, `${salerent} ${where} ${t.value}`).toBe(
          await total(`?${where}=true&district=${t.value}${kind}`),
        )
      // Every offer of the fixtures in these areas sits in a tiled district.
      expect(
        list.reduce((s, t) => s + t.nb, 0),
        `${salerent} ${where}`,
      ).toBe(await total(`?${where}=true${kind}`))
    }
  })

  it('refuses an unknown salerent or where with the field named', async () => {
    for (const [q, field] of [
      ['salerent=buy', 'salerent'],
      ['where=mars', 'where'],
    ]) {
      const res = await call(running.url, 'GET', `/web/1.0/districts?${q}`)
      expect(res.status).toBe(400)
      expect(res.body.err).toMatchObject({ code: 'invalid_input', fields: [field] })
    }
  })
})

describe('GET /web/1.0/items', () => {
  it('answers types, exclusivity codes, services with five labels and every district name', async () => {
    const res = await call(running.url, 'GET', '/web/1.0/items')
    expect(res.status).toBe(200)
    const { data } = res.body
    expect(
      data.items_of_type.map((t: { text: string; value: number; options: number }) => [
        t.text,
        t.value,
        t.options,
      ]),
    ).toEqual(TYPES.map((t) => [t.text, t.value, t.options]))
    expect(data.items_of_type[0]).toMatchObject({
      label_fr: 'Appartement',
      label_en: 'Apartment',
      label_ru: 'Квартира',
      label_sp: 'Apartment',
    })
    expect(data.items_of_exclusivite).toEqual([
      expect.objectContaining({ text: 'exclusive', value: 1 }),
    ])
    // The pool is labelled in the five languages: its answer is the stored item, but for its text.
    const { text: _text, ...pool } = SERVICES[0]
    expect(Object.keys(pool).filter((k) => k.startsWith('label_'))).toHaveLength(5)
    expect(data.services[0]).toEqual(pool)
    expect(data.services.map((s: { value: number }) => s.value)).toEqual(
      SERVICES.map((s) => s.value),
    )
    expect(data.districts).toHaveLength(5)
    expect(data.districts[0]).toEqual({
      value: 'monte-carlo',
      area: 'monaco',
      label_fr: 'Monte-Carlo',
      label_en: 'Monte Carlo',
      label_sp: 'Monte Carlo',
      label_ru: 'Monte Carlo',
      label_it: 'Monte Carlo',
      img: fx.photo.id,
    })
  })

  it('answers null, not 0, for a type whose option staff left empty', async () => {
    const box = await running.payload.create({
      collection: 'items',
      data: {
        kind: 'type',
        value: 99,
        text: 'garage-box',
        label_fr: 'Box',
        label_en: 'Garage box',
      },
    })
    try {
      const res = await call(running.url, 'GET', '/web/1.0/items')
      const answered = res.body.data.items_of_type.find((t: { value: number }) => t.value === 99)
      expect(answered).toMatchObject({ text: 'garage-box', options: null })
    } finally {
      await running.payload.delete({ collection: 'items', id: box.id })
    }
  })
})

describe('GET /web/1.0/trads', () => {
  it('answers every translation in five languages, English filling the empty ones', async () => {
    const res = await call(running.url, 'GET', '/web/1.0/trads')
    expect(res.status).toBe(200)
    expect(res.body).toEqual({
      err: null,
      data: [
        {
          tr_key: 'contact.send',
          tr_fr: 'Envoyer',
          tr_en: 'Send',
          tr_sp: 'Send',
          tr_ru: 'Send',
          tr_it: 'Send',
        },
        {
          tr_key: 'home.title',
          tr_fr: 'Bienvenue',
          tr_en: 'Welcome',
          tr_sp: 'Welcome',
          tr_ru: 'Добро пожаловать',
          tr_it: 'Welcome',
        },
      ],
    })
  })
})

describe('security headers', () => {
  it('sends helmet headers with a strict CSP on the API, and no x-powered-by', async () => {
    const res = await request(running.url, 'GET', '/web/1.0/items')
    expect(res.headers['x-powered-by']).toBeUndefined()
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['content-security-policy']).toMatch(/default-src 'self'/)
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self'(;|$)/)
    expect(res.headers['content-security-policy']).toMatch(
      /frame-src [^;]*https:\/\/www\.youtube\.com/,
    )
    expect(res.headers['strict-transport-security']).toBeDefined()
  })
})

describe('unknown calls', () => {
  it('answers 404 not_found in the API shape', async () => {
    const res = await call(running.url, 'GET', '/web/1.0/nothing-here')
    expect(res.status).toBe(404)
    expect(res.body.err?.code).toBe('not_found')
  })
})
