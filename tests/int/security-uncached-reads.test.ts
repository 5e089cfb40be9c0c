import { describe, expect, it, vi } from 'vitest'

import { UNCACHED_READS_PER_MINUTE } from '../../adapters/http/uncached-reads'
import { createPublicCache } from '../../adapters/public-cache'
import { makeOffer } from '../helpers/factories'
import { request } from '../helpers/http'
import { useServer } from '../helpers/server'

// The production settings: the data version is checked every second, and the limits are not raised.
vi.hoisted(() => {
  process.env.PUBLIC_CACHE_CHECK_MS = '1000'
  delete process.env.RATE_LIMIT_SCALE
})

const running = useServer()

/** A map of a made-up area: each is a distinct query the server must answer anew. */
const mapCall = (i: number) =>
  `/web/1.0/offers?view=map&salerent=1&bbox=${(7.3 + i / 1e5).toFixed(5)},43.6,7.5,43.8`

describe('one client cannot stall the site', () => {
  it('a flood of distinct map queries from one address is cut to its budget while other visitors get the kept pages', async () => {
    for (let i = 0; i < 3; i++)
      await makeOffer(running.payload, { of_sell: true, of_price_sell: 1_000_000 + i })
    expect((await request(running.url, 'GET', '/contact?lang=en')).status).toBe(200)
    const flood = Array.from({ length: 200 }, (_, i) =>
      fetch(`${running.url}${mapCall(i)}`).then((res) => res.status),
    )
    // Another visitor (behind the trusted loopback proxy, as in production behind one).
    const page = await request(running.url, 'GET', '/contact?lang=en', {
      headers: { 'x-forwarded-for': '203.0.113.7' },
    })
    const statuses = await Promise.all(flood)
    expect(page.status).toBe(200)
    const answered = statuses.filter((s) => s === 200).length
    expect(answered).toBeLessThanOrEqual(UNCACHED_READS_PER_MINUTE)
    expect(statuses.filter((s) => s === 429).length).toBe(200 - answered)
    // The other visitor is under no limit of the flooding address.
    expect(
      (
        await request(running.url, 'GET', mapCall(500), {
          headers: { 'x-forwarded-for': '203.0.113.7' },
        })
      ).status,
    ).toBe(200)
  })

  it('a kept answer never waits for the check of the data version, however slow the database is', async () => {
    // Every count goes through here; from `slowNow` on, the database answers them late (the queries
    // still run, only later).
    const count = running.payload.count.bind(running.payload)
    let issued = 0
    let settled = 0
    let slowNow = false
    let slowIssued = 0
    let slowDone = 0
    const spy = vi.spyOn(running.payload, 'count').mockImplementation(async (args) => {
      const slow = slowNow
      issued++
      if (slow) {
        slowIssued++
        await new Promise((r) => setTimeout(r, 300))
      }
      try {
        return await count(args)
      } finally {
        settled++
        if (slow) slowDone++
      }
    })
    try {
      const cache = createPublicCache(running.payload, { revalidateMs: 50 })
      let computed = 0
      const compute = async () => ({ err: null, n: ++computed })
      await cache.json('k', compute)
      // The first check of the version (started by that answer) is over, however loaded the
      // database, and the next answer is due a new one.
      await vi.waitFor(() => expect(issued > 0 && settled === issued).toBe(true), {
        timeout: 30_000,
      })
      await new Promise((r) => setTimeout(r, 100))
      slowNow = true
      const answer = await cache.json('k', compute)
      expect(slowDone).toBe(0)
      expect(JSON.parse(answer.body.toString()).n).toBe(1)
      // The check did start (its first reads may be of globals, so its counts may come a little later).
      await vi.waitFor(() => expect(slowIssued).toBeGreaterThan(0), { timeout: 30_000 })
    } finally {
      spy.mockRestore()
    }
  })

  it("answers the limit as the legacy API does, and a header claiming to be the site's render does not lift it", async () => {
    const refused = await request(running.url, 'GET', mapCall(999))
    expect(refused.status).toBe(429)
    expect(refused.json().err.code).toBe('rate_limited')
    // The site's own render proves itself with the server's secret: the header alone is not enough.
    expect(
      (await request(running.url, 'GET', mapCall(998), { headers: { 'x-site-render': '1' } }))
        .status,
    ).toBe(429)
  })
})
