import { execFileSync } from 'node:child_process'
import fs from 'node:fs'

import autocannon, { type Result } from 'autocannon'

/**
 * The photo endpoint beside the JSON detail, at ten connections (`npm run bench:api` calls it): a
 * list page shows dozens of photos, so a cached rendition should cost no more than a kept JSON
 * answer. Three rows: the offer's detail (JSON, kept by the public cache), one cached rendition
 * sent whole, and the same rendition revalidated (304). It prints figures; it asserts nothing.
 *
 * The load comes from `wrk` (Debian's `wrk` package) when it is installed: a client written in
 * JavaScript (autocannon) spends several times the server's CPU on each 20 KB answer, so on two
 * cores it measures itself. Without wrk, autocannon runs and the figures say so.
 */

const scale = Number(process.env.BENCH_SCALE ?? 1)
const CONNECTIONS = 10
const WRK = '/usr/bin/wrk'

type Row = { name: string; p50: number; p99: number; rps: number }

/** wrk prints latencies as 812.00us, 1.20ms or 1.05s. */
const millis = (text: string): number => {
  const m = /^([\d.]+)(us|ms|s)$/.exec(text)
  if (!m) return NaN
  return Number(m[1]) * (m[2] === 'us' ? 0.001 : m[2] === 's' ? 1000 : 1)
}

function withWrk(
  url: string,
  seconds: number,
  headers: Record<string, string>,
): Row & { failed: number } {
  const args = [
    '-t1',
    `-c${CONNECTIONS}`,
    '--latency',
    ...Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}: ${v}`]),
  ]
  execFileSync(WRK, [...args, '-d2s', url]) // warm-up: caches, JIT
  const out = execFileSync(WRK, [...args, `-d${seconds}s`, url]).toString()
  const field = (re: RegExp) => re.exec(out)?.[1] ?? ''
  const failed = Number(field(/Non-2xx or 3xx responses: (\d+)/) || 0)
  const total = Number(field(/(\d+) requests in/))
  const rps = Number(field(/Requests\/sec:\s+([\d.]+)/))
  // A 304 is the answer asked for in the revalidation row, not a failure.
  const bad = headers['if-none-match'] ? 0 : failed
  return {
    name: '',
    p50: millis(field(/^\s+50%\s+(\S+)/m)),
    p99: millis(field(/^\s+99%\s+(\S+)/m)),
    rps: rps * (1 - bad / Math.max(1, total)),
    failed: bad,
  }
}

async function withAutocannon(url: string, amount: number, headers: Record<string, string>) {
  const n = Math.max(CONNECTIONS, Math.round(amount * scale))
  const run = (count: number) =>
    autocannon({ url, headers, connections: CONNECTIONS, amount: count, timeout: 120 })
  await run(Math.max(CONNECTIONS, Math.ceil(n / 5))) // warm-up: caches, JIT
  // autocannon counts 3xx answers too; the declaration in autocannon.d.ts names only what bench/api.ts reads.
  const r = (await run(n)) as Result & { '3xx': number }
  const ok = r['2xx'] + (headers['if-none-match'] ? r['3xx'] : 0)
  return { name: '', p50: r.latency.p50, p99: r.latency.p99, rps: ok / r.duration, failed: n - ok }
}

async function measure(
  name: string,
  url: string,
  amount: number,
  headers: Record<string, string>,
): Promise<Row> {
  const r = fs.existsSync(WRK)
    ? withWrk(url, Math.max(3, Math.round(8 * scale)), headers)
    : await withAutocannon(url, amount, headers)
  const row = { ...r, name }
  console.log(
    `${name.padEnd(44)} c=${String(CONNECTIONS).padEnd(3)} p50 ${row.p50.toFixed(1).padStart(6)} ms  ` +
      `p99 ${row.p99.toFixed(1).padStart(6)} ms  ${row.rps.toFixed(1).padStart(8)} req/s${r.failed ? `  (${r.failed} failed)` : ''}`,
  )
  return row
}

/** A browser's Accept for an <img>, and its Accept-Encoding: WebP is chosen, no coding applies to it. */
const IMG_HEADERS = {
  accept: 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br, zstd',
}

/** `detailUrl`: a JSON offer detail on the same server; `fiId`: a public photo's id. */
export async function photoFigures(base: string, fiId: string | number, detailUrl: string) {
  console.log(
    fs.existsSync(WRK)
      ? 'Load from wrk, one thread:'
      : "Load from autocannon (install Debian's wrk: this JavaScript client is the limit on two cores):",
  )
  const photo = `${base}/api/1.0/images/${fiId}/730/413/cover`
  const first = await fetch(photo, { headers: IMG_HEADERS })
  const bytes = (await first.arrayBuffer()).byteLength
  const etag = first.headers.get('etag')
  if (!first.ok || !etag) throw new Error(`photo ${photo} answered ${first.status}`)
  const detail = await measure('detail JSON, kept (beside the photos)', detailUrl, 3000, {
    'accept-encoding': IMG_HEADERS['accept-encoding'],
  })
  const hit = await measure(
    `photo 730×413 WebP, cached (${(bytes / 1024).toFixed(0)} KB)`,
    photo,
    5000,
    IMG_HEADERS,
  )
  const revalidated = await measure('photo 730×413 WebP, 304 on If-None-Match', photo, 5000, {
    ...IMG_HEADERS,
    'if-none-match': etag,
  })
  const of = (r: Row) => `${((r.rps / detail.rps) * 100).toFixed(0)} %`
  console.log(
    `  → a cached photo at ${of(hit)} of the JSON detail's req/s, its 304 at ${of(revalidated)}\n`,
  )
}
