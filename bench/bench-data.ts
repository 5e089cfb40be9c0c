import { spawn, spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { tsNodeArgs } from '../scripts/ts-process'

/**
 * The benchmarks' large data set and server: BENCH_OFFERS (default 5000) demo offers seeded once
 * into BENCH_DATA_DIR, seeded again when the seed or the schema changed (their sources' hash names
 * the marker), and the real app started on it as a child process (`bench-server.ts`).
 */
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
export const dataDir = path.resolve(
  process.env.BENCH_DATA_DIR ?? path.join(os.tmpdir(), 'belsunce-bench'),
)
export const offers = Number(process.env.BENCH_OFFERS ?? 5000)
// A demo instance in production mode: the database holds the demo accounts with their published
// passwords, which only a demo instance may serve; the bench server itself never seeds (seed: false).
// One address sends every request: the per-address limits that protect the public endpoints are raised for it.
export const childEnv: NodeJS.ProcessEnv = {
  ...process.env,
  DATA_DIR: dataDir,
  NODE_ENV: 'production',
  SEED_ON_START: 'demo',
  RATE_LIMIT_SCALE: '1000',
  DATABASE_URI: process.env.DATABASE_URI ?? '',
}

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) =>
      e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)],
    )
}

/** What the data set is made of: the seed's code and data and the schema's migrations. */
function dataVersion(): string {
  const hash = createHash('sha256')
  for (const file of [
    ...filesUnder(path.join(root, 'cms/seed')),
    ...filesUnder(path.join(root, 'cms/schema/migrations')),
  ].sort())
    hash.update(file).update(fs.readFileSync(file))
  return hash.digest('hex').slice(0, 12)
}

export function ensureDatabase(): void {
  const marker = path.join(dataDir, `.bench-seeded-${offers}-${dataVersion()}`)
  if (fs.existsSync(marker)) return
  console.log(`Seeding ${offers} offers into ${dataDir} (once for this seed and schema)…`)
  fs.rmSync(dataDir, { recursive: true, force: true })
  const seeded = spawnSync('npm', ['run', 'seed', '--', '--offers', String(offers)], {
    cwd: root,
    env: childEnv,
    stdio: 'inherit',
  })
  if (seeded.status !== 0) throw new Error('Seeding failed')
  fs.writeFileSync(marker, new Date().toISOString())
}

export async function startBenchServer(): Promise<{ url: string; raw: string; stop: () => void }> {
  const child = spawn(process.execPath, tsNodeArgs(path.join(root, 'bench/bench-server.ts')), {
    cwd: root,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  return new Promise((resolve, reject) => {
    let out = ''
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString()
      const m = /BENCH_READY (\{.*\})/.exec(out)
      if (m) resolve({ ...JSON.parse(m[1]), stop: () => child.kill('SIGTERM') })
    })
    child.once('exit', (code) => reject(new Error(`bench server exited (${code})`)))
  })
}
