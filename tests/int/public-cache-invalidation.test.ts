import { describe, expect, it } from 'vitest'
import type { PayloadRequest } from 'payload'

import { publishDataChange, withChangeHooks } from '@cms/changes/data-changes'
import { keptIdWindow } from '../../adapters/offers/id-windows'
import { makeOffer } from '../helpers/factories'
import { otherProcess } from '../helpers/other-process-run'
import { useServer } from '../helpers/server'

/**
 * The public cache drops only what a save touches, told by the collections' and globals' hooks;
 * a counter of the answers it computed proves what stayed kept.
 */
const running = useServer()

const computes = () => running.services.publicCache.computes()
const get = async (p: string) => {
  const res = await fetch(`${running.url}${p}`)
  expect(res.status, p).toBe(200)
  return (await res.json()) as { data: unknown }
}
type Card = { of_id: number } & Record<string, unknown>
const named = (body: { data: unknown }, lang = 'en') => (body.data as Card)[`of_name_${lang}`]
const totalAndIds = async (p: string): Promise<[number, number[]]> => {
  const body = (await get(p)) as { data: Card[]; meta: { total: number } }
  return [body.meta.total, body.data.map((o) => o.of_id)]
}
const listNames = (body: { data: unknown }) => (body.data as Card[]).map((o) => o.of_name_en)

// Tiles count offers by district and kind: editing an offer's name changes none of them.
const TILES = '/web/1.0/districts?where=monaco'

/** Asks each address once; returns how many answers were computed for them. */
async function computedFor(paths: string[]): Promise<number> {
  const before = computes()
  for (const p of paths) await get(p)
  return computes() - before
}

describe('the public cache, told of each save', () => {
  it('shows an offer edit at once in its detail and in the lists, and keeps the answers it does not touch', async () => {
    const [a, b] = [await makeOffer(running.payload), await makeOffer(running.payload)]
    const detailA = `/web/1.0/offers/${a.of_slug_fr}?lang=en`
    const list = '/web/1.0/offers?lang=en&limit=50'
    const unrelated = [
      `/web/1.0/offers/${b.of_slug_fr}?lang=en`,
      TILES,
      '/web/1.0/trads',
      '/web/1.0/items',
      '/web/1.0/rates',
      '/web/1.0/costs',
    ]
    await computedFor([detailA, list, ...unrelated])
    expect(await computedFor([detailA, list, ...unrelated])).toBe(0)

    await running.payload.update({
      collection: 'offers',
      id: a.id,
      locale: 'en',
      data: { of_name: 'Sea view penthouse' },
    })
    const before = computes()
    expect(named(await get(detailA))).toBe('Sea view penthouse')
    expect(listNames(await get(list))).toContain('Sea view penthouse')
    expect(computes() - before).toBe(2)
    // Another offer's detail, the district tiles (an edit of a name moves no offer between them), the texts…
    expect(await computedFor(unrelated)).toBe(0)
  })

  it('keeps the matches and order of a list through an edit that changes neither, and follows one that does at once', async () => {
    const [a, b] = [await makeOffer(running.payload), await makeOffer(running.payload)]
    const where = { of_sell: { equals: true } }
    let queries = 0
    const window = () =>
      keptIdWindow(
        running.payload,
        running.services.offerStores.windows,
        `test:${a.id}`,
        where,
        ['createdAt'],
        async () => {
          queries++
          return { ids: [a.id, b.id], total: 2 }
        },
      )
    await window()
    await running.payload.update({ collection: 'offers', id: a.id, data: { of_name: 'Renamed' } })
    await window()
    expect(queries).toBe(1)
    // Hidden from the web: the public's access asks about of_web, so the window is made again.
    await running.payload.update({ collection: 'offers', id: a.id, data: { of_web: false } })
    await window()
    expect(queries).toBe(2)

    const list = '/web/1.0/offers?lang=en&limit=1000'
    const cheapest = '/web/1.0/offers?lang=en&limit=1000&sort=price-asc'
    const [total, ids] = await totalAndIds(list)
    await get(cheapest)
    await running.payload.update({ collection: 'offers', id: b.id, data: { of_web: false } })
    const [totalAfter, idsAfter] = await totalAndIds(list)
    expect(ids).toContain(b.id)
    expect(idsAfter).not.toContain(b.id)
    expect(totalAfter).toBe(total - 1)
    const c = await makeOffer(running.payload)
    await get(cheapest)
    await running.payload.update({ collection: 'offers', id: c.id, data: { of_price_sell: 1 } })
    expect((await totalAndIds(cheapest))[1][0]).toBe(c.id)
  })

  it('drops what a deletion touches: its detail and the lists', async () => {
    const gone = await makeOffer(running.payload)
    const kept = await makeOffer(running.payload)
    const list = '/web/1.0/offers?lang=en&limit=50'
    const keptDetail = `/web/1.0/offers/${kept.of_slug_fr}?lang=en`
    await get(`/web/1.0/offers/${gone.of_slug_fr}?lang=en`)
    await get(keptDetail)
    expect((await get(list)).data).toContainEqual(expect.objectContaining({ of_id: gone.id }))
    await running.payload.delete({ collection: 'offers', id: gone.id })
    expect((await fetch(`${running.url}/web/1.0/offers/${gone.of_slug_fr}?lang=en`)).status).toBe(
      404,
    )
    expect((await get(list)).data).not.toContainEqual(expect.objectContaining({ of_id: gone.id }))
    expect(await computedFor([keptDetail, '/web/1.0/trads'])).toBe(0)
  })

  it('drops what reads a global when it is saved: the rates, the content pages', async () => {
    await get('/web/1.0/rates')
    await get('/web/1.0/pages/agency?lang=en')
    await get('/web/1.0/trads')
    await running.payload.updateGlobal({
      slug: 'exchange-rates',
      data: {
        date: '2026-12-01T12:00:00.000Z',
        USD: 1.25,
        GBP: 0.9,
        CHF: 0.95,
        RUB: 100,
        AED: 4.4,
      },
    })
    const rates = (await get('/web/1.0/rates')).data as { rates: { USD: number } }
    expect(rates.rates.USD).toBe(1.25)
    expect(await computedFor(['/web/1.0/pages/agency?lang=en', '/web/1.0/trads'])).toBe(0)
    await running.payload.updateGlobal({ slug: 'content-pages', data: {} })
    expect(await computedFor(['/web/1.0/pages/agency?lang=en'])).toBe(1)
    expect(await computedFor(['/web/1.0/rates', '/web/1.0/trads'])).toBe(0)
  })

  it('keeps every public answer through writes of private data (view counts, staff, sessions)', async () => {
    const offer = await makeOffer(running.payload)
    const paths = [
      `/web/1.0/offers/${offer.of_slug_fr}?lang=en`,
      '/web/1.0/offers?lang=en',
      '/web/1.0/trads',
    ]
    await computedFor(paths)
    await running.payload.create({
      collection: 'offer-views',
      data: { offer: offer.id, day: '2026-11-26', count: 3 },
      overrideAccess: true,
    })
    await running.payload.create({
      collection: 'users',
      data: {
        email: `staff-${Date.now()}@example.com`,
        password: 'Staff-Password-1',
        role: 'editor',
      },
      overrideAccess: true,
    })
    expect(await computedFor(paths)).toBe(0)
  })

  it('does not keep an answer read while a change it depends on was told', async () => {
    const cache = running.services.publicCache
    const offer = await makeOffer(running.payload)
    let release = () => {}
    const gate = new Promise<void>((r) => (release = r))
    let readDone = () => {}
    const read = new Promise<void>((r) => (readDone = r))
    let n = 0
    const compute = async () => {
      n++
      const found = await running.payload.find({
        collection: 'offers',
        where: { id: { equals: offer.id } },
      })
      readDone()
      await gate
      return { n, name: found.docs[0]?.of_name }
    }
    const first = cache.json('raced', compute)
    // Once the answer has read (the data's version check before it takes its own time).
    await read
    // Told while the answer is being computed (as a hook in a transaction tells before the commit).
    publishDataChange(running.payload, { collection: 'offers', id: offer.id, operation: 'update' })
    release()
    expect(JSON.parse(String((await first).body)).n).toBe(1)
    expect(JSON.parse(String((await cache.json('raced', compute)).body)).n).toBe(2)
    expect(JSON.parse(String((await cache.json('raced', compute)).body)).n).toBe(2)
  })

  it('tells a change made in a transaction again once the transaction has ended', async () => {
    const told: unknown[] = []
    const { onDataChange } = await import('@cms/changes/data-changes')
    const stop = onDataChange(running.payload, (c) => {
      if ('collection' in c && c.collection === 'probe') told.push(c)
    })
    try {
      const hook = withChangeHooks({ slug: 'probe', fields: [] }).hooks?.afterChange?.at(-1)
      const req = { payload: running.payload, transactionID: 'tx-1' } as unknown as PayloadRequest
      await hook?.({ doc: { id: 7 }, operation: 'update', req } as unknown as Parameters<
        NonNullable<typeof hook>
      >[0])
      expect(told).toHaveLength(1)
      await new Promise((r) => setTimeout(r, 100))
      expect(told).toHaveLength(1)
      delete req.transactionID
      await new Promise((r) => setTimeout(r, 50))
      expect(told).toHaveLength(2)
    } finally {
      stop()
    }
  })

  it('without Redis, notices a save made by another process at the next check of the data', async () => {
    const offer = await makeOffer(running.payload)
    const detail = `/web/1.0/offers/${offer.of_slug_fr}?lang=en`
    const other = `/web/1.0/offers?lang=en&limit=5`
    await get(detail)
    await get(other)
    const { child } = await otherProcess(
      ['save', 'offers', String(offer.id), JSON.stringify({ of_name: 'Saved elsewhere' })],
      /SAVED/,
    )
    await new Promise((r) => child.once('exit', r))
    // The test server checks the data's version before each answer (PUBLIC_CACHE_CHECK_MS=0).
    expect(named(await get(detail))).toBe('Saved elsewhere')
  }, 180_000)
})
