import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'

import { DEMO_STAFF } from '@cms/seed/demo-accounts'
import { ensureBuilt } from '../scripts/build-steps'
import { childEnv, ensureDatabase, offers, root, startBenchServer } from './bench-data'
import { writeSampleFeed } from './kyero-sample-feed'

/**
 * Benchmark of portal syndication (run by hand: `npm run bench:feeds`). On the large data set
 * (BENCH_OFFERS, 5000): the time to build each portal's feed after a change (the first fetch
 * builds it, the next ones are kept), and its size raw, gzip and Brotli. Then the import of a
 * BENCH_IMPORT_OFFERS (1000) offer Kyero feed with one local photo each into an empty database,
 * and the same import again (nothing to change). It prints figures; it asserts nothing.
 */
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3))
const IMPORT_OFFERS = Number(process.env.BENCH_IMPORT_OFFERS ?? 1000)

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]

/** The bytes an answer takes on the wire with the given Accept-Encoding, and the time to its last byte. */
function fetchRaw(
  url: string,
  encoding: string,
): Promise<{ bytes: number; ms: number; body: Buffer }> {
  const started = performance.now()
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': encoding } }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => {
          const body = Buffer.concat(chunks)
          if (res.statusCode !== 200) reject(new Error(`${url} answered ${res.statusCode}`))
          else resolve({ bytes: body.length, ms: performance.now() - started, body })
        })
      })
      .on('error', reject)
  })
}

type Portal = { id: number; name: string; format: string; token: string }

async function staffHeaders(base: string): Promise<Record<string, string>> {
  const res = await fetch(`${base}/cms-api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_STAFF.email, password: DEMO_STAFF.password }),
  })
  const { token } = (await res.json()) as { token?: string }
  if (!token) throw new Error(`staff sign-in answered ${res.status}`)
  return { authorization: `JWT ${token}`, 'content-type': 'application/json' }
}

async function feedFigures(): Promise<void> {
  ensureDatabase()
  console.log('▸ starting the server on the large data set…')
  const server = await startBenchServer()
  try {
    const headers = await staffHeaders(server.url)
    const found = (await (
      await fetch(`${server.url}/cms-api/portals?limit=10&depth=0`, { headers })
    ).json()) as { docs: Portal[] }
    console.log(`\nFeeds on the ${offers}-offer data set (${RUNS} builds each, after a change)`)
    for (const portal of found.docs) {
      const url = `${server.url}/feeds/${portal.format}.xml?token=${portal.token}`
      const builds: number[] = []
      for (let run = 0; run < RUNS; run++) {
        // A save of the portal changes what its feed depends on: the next fetch builds it again.
        await fetch(`${server.url}/cms-api/portals/${portal.id}`, {
          method: 'PATCH',
          headers,
          body: JSON.stringify({ name: `${portal.name.trim()}${run % 2 ? '' : ' '}` }),
        })
        builds.push((await fetchRaw(url, 'br')).ms)
      }
      const kept = (await fetchRaw(url, 'br')).ms
      const raw = await fetchRaw(url, 'identity')
      const [gzip, br] = [await fetchRaw(url, 'gzip'), await fetchRaw(url, 'br')]
      const items = (raw.body.toString().match(/<(property|advert)[\s>]/g) ?? []).length
      console.log(
        `  ${portal.name.trim().padEnd(13)} ${String(items).padStart(5)} offers  build ${median(builds).toFixed(0).padStart(6)} ms (median)` +
          `  kept ${kept.toFixed(1).padStart(6)} ms  raw ${kb(raw.bytes).padStart(10)}  gzip ${kb(gzip.bytes).padStart(9)}  br ${kb(br.bytes).padStart(9)}`,
      )
    }
  } finally {
    server.stop()
  }
}

function timedImport(dataDir: string, feed: string, label: string): void {
  const started = performance.now()
  const run = spawnSync(
    'npm',
    ['run', '--silent', 'import:kyero', '--', feed, '--feed-name=bench'],
    { cwd: root, env: { ...childEnv, DATA_DIR: dataDir }, stdio: ['ignore', 'pipe', 'inherit'] },
  )
  const seconds = (performance.now() - started) / 1000
  if (run.status !== 0) throw new Error(`the import exited with ${run.status}`)
  // The report's summary: its first lines, before the messages.
  const lines = run.stdout.toString().split('\n')
  const first = Math.max(
    0,
    lines.findIndex((l) => l.startsWith('Feed "')),
  )
  const report = lines.slice(first, first + 4).join('\n    ')
  console.log(`  ${label}: ${seconds.toFixed(1)} s (process start included)\n    ${report}`)
}

async function importFigures(): Promise<void> {
  const work = path.join(os.tmpdir(), 'belsunce-bench-import')
  const dataDir = path.join(work, 'data')
  fs.rmSync(dataDir, { recursive: true, force: true })
  console.log(`\n▸ writing a ${IMPORT_OFFERS}-offer Kyero feed with local photos…`)
  const feed = await writeSampleFeed(work, IMPORT_OFFERS, (n) => {
    if (n % 100 === 0) process.stderr.write(`  ${n}/${IMPORT_OFFERS} photos\n`)
  })
  console.log(`  ${feed}: ${kb(fs.statSync(feed).size)}`)
  console.log('▸ an empty database with the reference data only…')
  const seeded = spawnSync('npm', ['run', 'seed', '--', '--offers', '0', '--small-images'], {
    cwd: root,
    env: { ...childEnv, DATA_DIR: dataDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  if (seeded.status !== 0) throw new Error('seeding the empty database failed')
  console.log(`\nImport of ${IMPORT_OFFERS} offers (one local photo each)`)
  timedImport(dataDir, feed, 'first run (creates)')
  timedImport(dataDir, feed, 'second run (nothing changed)')
}

async function main() {
  await ensureBuilt(['site'])
  if (process.env.BENCH_SKIP_FEEDS !== '1') await feedFigures()
  if (process.env.BENCH_SKIP_IMPORT !== '1') await importFigures()
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err)
    process.exit(1)
  },
)
