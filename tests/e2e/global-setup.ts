import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import type { TestProject } from 'vitest/node'

import { ensureBuilt, ROOT } from '../../scripts/build-steps'

const CHROMIUM = '/usr/bin/chromium'

declare module 'vitest' {
  export interface ProvidedContext {
    e2eBaseUrl: string
  }
}

// Seeding the demo data (photos rendered with sharp) takes minutes on a slow machine.
const READY_TIMEOUT_MS = 600_000

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', reject)
    probe.listen(0, () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })
}

async function waitUntilAnswering(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The e2e server exited with ${child.exitCode}:\n${log()}`)
    try {
      const res = await fetch(`${url}/web/1.0/site`)
      if (res.ok) return
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error(`The e2e server did not answer within ${READY_TIMEOUT_MS / 1000} s:\n${log()}`)
}

/**
 * Builds the site when its sources changed, then runs the real server (seeded demo data, fresh
 * temporary DATA_DIR) as a child process for the whole browser run.
 */
export default async function setup(project: TestProject) {
  if (!fs.existsSync(CHROMIUM)) throw new Error(`The browser tests need Chromium at ${CHROMIUM}: apt-get install -y chromium`)
  // E2E_BASE_URL drives an already running server instead (a developer's own, with its own data).
  if (process.env.E2E_BASE_URL) {
    project.provide('e2eBaseUrl', process.env.E2E_BASE_URL.replace(/\/$/, ''))
    return
  }
  if (process.env.SKIP_BUILD !== '1') await ensureBuilt(['site'])
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'belsunce-e2e-'))
  const port = await freePort()
  let output = ''
  const child = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['tests/e2e/serve.ts'], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), NODE_ENV: 'production', SEED_ON_START: 'demo', RATE_LIMIT_SCALE: '100' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  child.stdout?.on('data', (d) => (output += d))
  child.stderr?.on('data', (d) => (output += d))
  const url = `http://localhost:${port}`
  try {
    await waitUntilAnswering(url, child, () => output.slice(-4000))
  } catch (error) {
    if (child.pid) process.kill(-child.pid, 'SIGKILL')
    throw error
  }
  project.provide('e2eBaseUrl', url)

  return async () => {
    if (child.pid && child.exitCode === null) {
      process.kill(-child.pid, 'SIGTERM')
      await new Promise((r) => {
        const timer = setTimeout(() => {
          if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGKILL')
          r(null)
        }, 10_000)
        child.once('exit', () => (clearTimeout(timer), r(null)))
      })
    }
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}
