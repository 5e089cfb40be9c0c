import autocannon, { type Result } from 'autocannon'

/**
 * The photo endpoint beside the JSON detail, at ten connections (`npm run bench:api` calls it): a
 * list page shows dozens of photos, so a cached rendition should cost no more than a kept JSON
 * answer. Three rows: the offer's detail (JSON, kept by the public cache), one cached rendition
 * sent whole, and the same rendition revalidated (304). It prints figures; it asserts nothing.
 */

const scale = Number(process.env.BENCH_SCALE ?? 1)
const CONNECTIONS = 10

type Row = { name: string; p50: number; p99: number; rps: number }

async function measure(
  name: string,
  url: string,
  amount: number,
  headers: Record<string, string>,
): Promise<Row> {
  const n = Math.max(CONNECTIONS, Math.round(amount * scale))
  const run = (count: number) =>
    autocannon({ url, headers, connections: CONNECTIONS, amount: count, timeout: 120 })
  await run(Math.max(CONNECTIONS, Math.ceil(n / 5))) // warm-up: caches, JIT
  // autocannon counts 3xx answers too; the declaration in autocannon.d.ts names only what bench/api.ts reads.
  const r = (await run(n)) as Result & { '3xx': number }
  // A 304 is the answer asked for in the revalidation row, not a failure.
  const ok = r['2xx'] + (headers['if-none-match'] ? r['3xx'] : 0)
  const failed = n - ok
  const row = { name, p50: r.latency.p50, p99: r.latency.p99, rps: ok / r.duration }
  console.log(
    `${name.padEnd(44)} c=${String(CONNECTIONS).padEnd(3)} p50 ${String(row.p50).padStart(6)} ms  ` +
      `p99 ${String(row.p99).padStart(6)} ms  ${row.rps.toFixed(1).padStart(8)} req/s${failed ? `  (${failed} of ${n} failed)` : ''}`,
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
