import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

type Step = { name: string; inputs: string[]; stamp: string; command: string[] }

/** The two build outputs `npm start` and the tests need, each rebuilt only when its sources change. */
export const STEPS: Record<'site' | 'admin', Step> = {
  site: {
    name: 'site (React Router on Vite: browser and server builds)',
    inputs: ['site', 'adapters/contract', 'package-lock.json'],
    stamp: 'site/build/.build-stamp',
    command: ['node_modules/.bin/react-router', 'build', 'site', '--logLevel', 'warn'],
  },
  admin: {
    name: 'admin (Next + Payload)',
    inputs: ['cms', 'package-lock.json'],
    stamp: 'cms/.next/.build-stamp',
    command: ['node_modules/.bin/next', 'build', 'cms'],
  },
}

const skipped = new Set(['node_modules', '.next', 'dist', 'build', '.react-router', 'migrations', 'seed'])

function hashInputs(inputs: string[]): string {
  const hash = createHash('sha256')
  const walk = (p: string) => {
    const full = path.join(ROOT, p)
    if (!fs.existsSync(full)) return
    const st = fs.statSync(full)
    if (st.isDirectory()) {
      for (const entry of fs.readdirSync(full).sort()) if (!skipped.has(entry)) walk(path.join(p, entry))
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
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${cmd.join(' ')} exited with ${code}`))))
    child.on('error', reject)
  })
}

/** Builds what is missing or stale, saying what it does and how long it took. */
export async function ensureBuilt(which: Array<keyof typeof STEPS> = ['site', 'admin'], log = console.log): Promise<void> {
  for (const key of which) {
    const step = STEPS[key]
    if (isFresh(step)) continue
    const started = Date.now()
    log(`▸ building the ${step.name}… (first start or changed sources; this takes a few minutes for the admin)`)
    await run(step.command, { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' })
    fs.mkdirSync(path.dirname(path.join(ROOT, step.stamp)), { recursive: true })
    fs.writeFileSync(path.join(ROOT, step.stamp), hashInputs(step.inputs))
    log(`✓ ${step.name} built in ${((Date.now() - started) / 1000).toFixed(0)} s`)
  }
}
