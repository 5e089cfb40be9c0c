import http from 'node:http'
import { pathToFileURL } from 'node:url'

import { ensureDatabase, startBenchServer } from './bench-data'

/**
 * What one save costs the public cache (part of `npm run bench:api`; alone:
 * `BENCH_ADMIN=0 tsx bench/bench-invalidation.ts`). The list of 1000 is timed right after an
 * offer's edit (its cards kept but that offer's, only the id query and the assembly are made
 * anew) beside a full miss (a school distance edited: every card joins the distances, so every
 * list is made from the database again, as any save did when one data version covered every
 * answer); then the share of unrelated answers (other offers' details, the district tiles, the
 * translations, the items, the rates) still served from the cache after the edit.
 * The list is timed as a browser receives it: asked with a browser's Accept-Encoding, from the
 * request to the last byte of the answer as sent (decoding it is the client's work, the same for
 * a kept answer), beside the same list served from the cache.
 */

type Server = { url: string; raw: string }

const LIST = '/web/1.0/offers?limit=1000'
const ROUNDS = Math.max(3, Math.round(8 * Number(process.env.BENCH_SCALE ?? 1)))

const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd'

/** Milliseconds from the request to the last byte of the answer, its bytes not decoded. */
const asBrowser = (url: string): Promise<number> =>
  new Promise((resolve, reject) => {
    const t = performance.now()
    http
      .get(url, { headers: { 'accept-encoding': BROWSER_ENCODINGS } }, (res) => {
        if (res.statusCode !== 200) reject(new Error(`${url} answered ${res.statusCode}`))
        res.resume()
        res.on('end', () => resolve(performance.now() - t))
      })
      .on('error', reject)
  })

async function timed(url: string): Promise<number> {
  const t = performance.now()
  const res = await fetch(url)
  await res.arrayBuffer()
  if (!res.ok) throw new Error(`${url} answered ${res.status}`)
  return performance.now() - t
}

async function post(url: string): Promise<void> {
  const res = await fetch(url, { method: 'POST' })
  if (!res.ok) throw new Error(`${url} answered ${res.status}`)
  await res.arrayBuffer()
}

const computes = async (server: Server) =>
  ((await (await fetch(`${server.raw}/raw/cache`)).json()) as { computes: number }).computes

// The save is told again once its transaction has committed: the list is asked for after that.
const settle = () => new Promise((r) => setTimeout(r, 60))

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
const line = (name: string, xs: number[]) =>
  console.log(
    `${name.padEnd(58)} median ${median(xs).toFixed(0).padStart(5)} ms  best ${Math.min(...xs)
      .toFixed(0)
      .padStart(5)} ms  worst ${Math.max(...xs)
      .toFixed(0)
      .padStart(5)} ms  (${xs.length} edits)`,
  )

export async function invalidationFigures(server: Server): Promise<void> {
  const list = (await (await fetch(`${server.url}${LIST}`)).json()) as {
    data: Array<{ of_id: number; of_slug_fr: string }>
  }
  const offers = list.data
  const unrelated = [
    ...offers.slice(1, 21).map((o) => `/web/1.0/offers/${o.of_slug_fr}`),
    '/web/1.0/districts?lang=en',
    '/web/1.0/trads',
    '/web/1.0/items',
    '/web/1.0/rates',
    '/web/1.0/costs',
  ]
  const full: number[] = []
  const afterEdit: number[] = []
  const kept: number[] = []
  let stillKept = 0
  let asked = 0
  for (let round = 0; round < ROUNDS; round++) {
    await post(`${server.raw}/raw/edit/distance`)
    await settle()
    full.push(await asBrowser(`${server.url}${LIST}`))
    for (const path of unrelated) await timed(`${server.url}${path}`)
    await timed(`${server.url}${LIST}`)
    // The edited offer is the last of the list's page, not one of the unrelated details.
    await post(`${server.raw}/raw/edit/offer/${offers[offers.length - 1 - round].of_id}`)
    await settle()
    afterEdit.push(await asBrowser(`${server.url}${LIST}`))
    kept.push(await asBrowser(`${server.url}${LIST}`))
    for (const path of unrelated) {
      const before = await computes(server)
      await timed(`${server.url}${path}`)
      if ((await computes(server)) === before) stillKept++
      asked++
    }
  }
  line('list of 1000, full miss (a school distance edited)', full)
  line('list of 1000, right after one offer edit', afterEdit)
  line('list of 1000, kept (asked again at once)', kept)
  console.log(
    `unrelated answers still kept after an offer edit: ${((100 * stillKept) / asked).toFixed(0)} % (${stillKept} of ${asked}; ` +
      `a save used to drop them all: 0 %)\n`,
  )
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  ensureDatabase()
  const server = await startBenchServer()
  try {
    await invalidationFigures(server)
  } finally {
    server.stop()
  }
}
