import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'

import autocannon, { type Result } from 'autocannon'

import { ensureBuilt } from '../scripts/build-steps'
import { DEMO_STAFF } from '@cms/seed/demo-accounts'
import { dataDir, ensureDatabase, startBenchServer } from './bench-data'
import { photoFigures } from './api-photos'
import { invalidationFigures } from './bench-invalidation'

/**
 * Benchmark of the public API (run by hand: `npm run bench:api`). On a 5000-offer database it
 * times, side by side in one run: our legacy calls, Payload's own REST API for the same rows,
 * and a raw read through `payload.db` (the yardstick), with one and with ten connections; the
 * server rendering of an offer's detail page; then the image endpoint's first resize against a
 * cached hit, and the list's and the map answer's sizes on the wire per content coding. It prints figures; it asserts nothing.
 */

/** Requests a run: a fixed count (not a duration) so that slow calls still complete and count. */
const scale = Number(process.env.BENCH_SCALE ?? 1)

type Row = { name: string; connections: number; p50: number; p99: number; rps: number }
const rows: Row[] = []

/** One printed result: the case, its connections, its median and 99th percentile (ms) and its throughput. */
const resultLine = (name: string, connections: number, p50: string, p99: string, rps: number) =>
  `${name.padEnd(44)} c=${String(connections).padEnd(3)} p50 ${p50.padStart(6)} ms  p99 ${p99.padStart(6)} ms  ${rps.toFixed(1).padStart(8)} req/s`

async function measure(
  name: string,
  url: string,
  connections: number,
  amount: number,
  headers: Record<string, string> = {},
): Promise<Row> {
  const n = Math.max(connections, Math.round(amount * scale))
  await autocannon({
    url,
    headers,
    connections,
    amount: Math.max(connections, Math.ceil(n / 5)),
    timeout: 120,
  }) // warm-up: caches, JIT, SQLite pages
  const r: Result = await autocannon({ url, headers, connections, amount: n, timeout: 120 })
  const failed = r.non2xx + r.errors + r.timeouts
  const row = {
    name,
    connections,
    p50: r.latency.p50,
    p99: r.latency.p99,
    rps: r['2xx'] / r.duration,
  }
  rows.push(row)
  console.log(
    resultLine(name, connections, String(row.p50), String(row.p99), row.rps) +
      (failed ? `  (${failed} of ${n} failed)` : ''),
  )
  return row
}

/** How many times faster `a` is than `b`, in throughput and in median latency. */
const faster = (a: Row, b: Row) =>
  `${(a.rps / b.rps).toFixed(1)}× the req/s, p50 ${(b.p50 / Math.max(a.p50, 0.5)).toFixed(1)}× lower`

/** Payload's REST API is for staff only: its rows are timed signed in as the demo administrator. */
let staffHeaders: Record<string, string> = {}

async function signInStaff(base: string) {
  const res = await fetch(`${base}/cms-api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_STAFF.email, password: DEMO_STAFF.password }),
  })
  const { token } = (await res.json()) as { token?: string }
  if (!res.ok || !token)
    throw new Error(`staff sign-in to Payload's REST API answered ${res.status}`)
  staffHeaders = { authorization: `JWT ${token}` }
}

async function compare(label: string, ours: string, rest: string, raw: string, amount: number) {
  for (const c of [1, 10]) {
    const n = amount * (c === 1 ? 1 : 2.5)
    const a = await measure(`${label}: /web/1.0 (ours)`, ours, c, n)
    const b = await measure(`${label}: Payload REST depth=1`, rest, c, n, staffHeaders)
    const y = await measure(`${label}: raw payload.db read`, raw, c, n)
    console.log(
      `  → ours vs Payload REST: ${faster(a, b)}   |   ours vs raw payload.db read: ${faster(a, y)}\n`,
    )
  }
}

/** Sequential timings of `urls`, each asked once (answers that cannot come from a cache). */
async function sequential(name: string, urls: string[]) {
  const times: number[] = []
  for (const url of urls) {
    const t = performance.now()
    const res = await fetch(url, { headers: { accept: 'image/webp' } })
    await res.arrayBuffer()
    if (!res.ok) throw new Error(`${name} answered ${res.status}`)
    times.push(performance.now() - t)
  }
  times.sort((a, b) => a - b)
  const pct = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]
  const mean = times.reduce((a, b) => a + b, 0) / times.length
  console.log(resultLine(name, 1, pct(50).toFixed(0), pct(99).toFixed(0), 1000 / mean))
}

async function imageFigures(base: string, fiIds: Array<string | number>) {
  // Renditions not made yet (the image cache is emptied before the run): read, resize, encode and write the cached file.
  await sequential(
    `image: first resize (${Math.min(fiIds.length, 40)} photos)`,
    fiIds.slice(0, 40).map((id) => `${base}/api/1.0/images/${id}/1460/826/cover`),
  )
  const fiId = fiIds[0]
  for (const c of [1, 10])
    await measure(
      'image: cached hit 730×413',
      `${base}/api/1.0/images/${fiId}/730/413/cover`,
      c,
      c === 1 ? 500 : 2000,
    )
}

/** Bytes of an answer as they come on the wire for an Accept-Encoding (fetch would decompress them), and their coding. */
function wireSize(
  url: string,
  acceptEncoding?: string,
): Promise<{ bytes: number; coding: string; etag: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (res) => {
        let bytes = 0
        res.on('data', (chunk: Buffer) => (bytes += chunk.length))
        res.on('end', () =>
          resolve({
            bytes,
            coding: String(res.headers['content-encoding'] ?? 'identity'),
            etag: String(res.headers.etag ?? ''),
          }),
        )
        res.on('error', reject)
      })
      .on('error', reject)
  })
}

/** The sizes of the kept variants: a large answer made anew goes out in a quick Brotli until they are made. */
async function wireFigures(label: string, url: string) {
  for (let i = 0; i < 100 && !/-br"$/.test((await wireSize(url, 'br')).etag); i++)
    await new Promise((resolve) => setTimeout(resolve, 100))
  const [raw, gzip, br] = [
    await wireSize(url),
    await wireSize(url, 'gzip'),
    await wireSize(url, 'br, gzip'),
  ]
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`
  const of = (n: number) => `${((n / raw.bytes) * 100).toFixed(1)} %`
  console.log(
    `${label} on the wire: ${raw.coding} ${kb(raw.bytes)}, ` +
      `${gzip.coding} ${kb(gzip.bytes)} (${of(gzip.bytes)}), ${br.coding} ${kb(br.bytes)} (${of(br.bytes)})\n`,
  )
}

async function main() {
  await ensureBuilt(['site', 'admin'])
  ensureDatabase()
  fs.rmSync(path.join(dataDir, 'cache'), { recursive: true, force: true })
  const server = await startBenchServer()
  try {
    await signInStaff(server.url)
    const list = await (await fetch(`${server.url}/web/1.0/offers?limit=1000`)).json()
    console.log(
      `\nDatabase: ${list.meta.rows_all} published offers; list call returns ${list.data.length}. Requests a run × ${scale} (BENCH_SCALE).\n`,
    )
    await wireFigures('list of 1000', `${server.url}/web/1.0/offers?limit=1000`)
    // The map's markers: every published offer in one answer (target: at most 150 KB with Brotli for 5000).
    const markers = (await (await fetch(`${server.url}/web/1.0/offers?view=map`)).json()).data
      .length
    await wireFigures(
      `map of every offer (${markers} markers)`,
      `${server.url}/web/1.0/offers?view=map`,
    )
    await compare(
      'list of 1000',
      `${server.url}/web/1.0/offers?limit=1000`,
      `${server.url}/cms-api/offers?limit=1000&depth=1&sort=-createdAt`,
      `${server.raw}/raw/offers`,
      12,
    )
    // Distinct filters miss the answer cache: the cost of computing a list of 1000.
    await sequential(
      'list of 1000: /web/1.0 (ours), cache miss',
      Array.from(
        { length: 12 },
        (_, i) => `${server.url}/web/1.0/offers?limit=1000&budgetmin=${i + 1}`,
      ),
    )
    // The same list right after one save: what an edit costs the cache, beside the full miss.
    await invalidationFigures(server)
    const first = list.data[0]
    await compare(
      'detail',
      `${server.url}/web/1.0/offers/${first.of_slug_fr}`,
      `${server.url}/cms-api/offers/${first.of_id}?depth=1`,
      `${server.raw}/raw/offers/${first.of_slug_fr}`,
      300,
    )
    // The page's whole HTML as a visitor gets it: kept in the page cache after the first render…
    const page = `${server.url}/offers/details/${first.of_slug_fr}`
    for (const c of [1, 10])
      await measure('detail page HTML (SSR), kept', page, c, c === 1 ? 300 : 1000)
    // …and rendered anew each time (a query other than ?lang= is never kept): the route loaders read the legacy API, React renders.
    for (const c of [1, 10])
      await measure(
        'detail page HTML (SSR), rendered',
        `${page}?from=bench`,
        c,
        c === 1 ? 100 : 250,
      )
    console.log()
    const photos = [
      ...new Set(
        list.data.flatMap((o: { images: { fi_id: string | number }[] }) =>
          o.images.map((i) => i.fi_id),
        ),
      ),
    ] as Array<string | number>
    if (photos.length) {
      await imageFigures(server.url, photos)
      await photoFigures(server.url, photos[0], `${server.url}/web/1.0/offers/${first.of_slug_fr}`)
    }
  } finally {
    server.stop()
  }
}

await main()
