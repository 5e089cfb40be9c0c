import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { precompressDir } from '../adapters/render/precompressed'

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

type Log = (line: string) => void
/** `after` runs once `command` succeeded, before the stamp is written. */
type Step = {
  name: string
  inputs: string[]
  stamp: string
  command: string[]
  after?: (log: Log) => Promise<void>
}

/** The two build outputs `npm start` and the tests need, each rebuilt only when its sources change. */
export const STEPS: Record<'site' | 'admin', Step> = {
  site: {
    name: 'site (React Router on Vite: browser and server builds)',
    inputs: [
      'site',
      'contract',
      'adapters/render/precompressed.ts',
      'adapters/http/compression.ts',
      'package-lock.json',
    ],
    stamp: 'site/build/.build-stamp',
    command: ['node_modules/.bin/react-router', 'build', 'site', '--logLevel', 'warn'],
    // The Brotli and gzip variants the server sends to clients that accept them.
    after: async (log) => {
      const started = Date.now()
      const s = await precompressDir(path.join(ROOT, 'site/build/client'))
      const kb = (n: number) => `${Math.round(n / 1024)} KB`
      log(
        `  precompressed ${s.files} files, ${kb(s.bytes)}: Brotli ${kb(s.br)}, gzip ${kb(s.gzip)} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
      )
    },
  },
  admin: {
    name: 'admin (Next + Payload)',
    inputs: ['cms', 'contract', 'package-lock.json'],
    stamp: 'cms/.next/.build-stamp',
    command: ['node_modules/.bin/next', 'build', 'cms'],
  },
}

const skipped = new Set([
  'node_modules',
  '.next',
  'dist',
  'build',
  '.react-router',
  'migrations',
  'seed',
])

function hashInputs(inputs: string[]): string {
  const hash = createHash('sha256')
  const walk = (p: string) => {
    const full = path.join(ROOT, p)
    if (!fs.existsSync(full)) return
    const st = fs.statSync(full)
    if (st.isDirectory()) {
      for (const entry of fs.readdirSync(full).sort())
        if (!skipped.has(entry)) walk(path.join(p, entry))
    } else {
      hash.update(p).update(fs.readFileSync(full))
    }
  }
  inputs.forEach(walk)
  return hash.digest('hex')
}

export function isFresh(step: Step): boolean {
  const stamp = path.join(ROOT, step.stamp)
  return fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === hashInputs(step.inputs)
}

function run(cmd: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd[0], cmd.slice(1), { cwd: ROOT, stdio: 'inherit', env })
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${cmd.join(' ')} exited with ${code}`)),
    )
    child.on('error', reject)
  })
}

/** Builds one output, whether stale or not, and stamps it with its sources' hash. */
export async function build(key: keyof typeof STEPS, log: Log = console.log): Promise<void> {
  const step = STEPS[key]
  const started = Date.now()
  await run(step.command, { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' })
  await step.after?.(log)
  fs.mkdirSync(path.dirname(path.join(ROOT, step.stamp)), { recursive: true })
  fs.writeFileSync(path.join(ROOT, step.stamp), hashInputs(step.inputs))
  log(`✓ ${step.name} built in ${((Date.now() - started) / 1000).toFixed(0)} s`)
}

/** Builds what is missing or stale, saying what it does and how long it took. */
export async function ensureBuilt(
  which: Array<keyof typeof STEPS> = ['site', 'admin'],
  log: Log = console.log,
): Promise<void> {
  for (const key of which) {
    if (isFresh(STEPS[key])) continue
    log(
      `▸ building the ${STEPS[key].name}… (first start or changed sources; this takes a few minutes for the admin)`,
    )
    await build(key, log)
  }
}
