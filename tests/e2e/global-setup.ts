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
    /** The mail outbox of the server under test; null when E2E_BASE_URL drives a server whose files this run cannot see. */
    e2eOutboxDir: string | null
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
 * Builds the site and the admin when their sources changed, then runs the real server (seeded demo
 * data, fresh temporary DATA_DIR, the admin and Payload's REST API for the staff's actions) as a
 * child process for the whole browser run.
 */
export default async function setup(project: TestProject) {
  if (!fs.existsSync(CHROMIUM)) throw new Error(`The browser tests need Chromium at ${CHROMIUM}: apt-get install -y chromium`)
  // E2E_BASE_URL drives an already running server instead (a developer's own, with its own data:
  // the account tests sign in as the demo staff there and clear the demo client's messages and visit requests).
  if (process.env.E2E_BASE_URL) {
    project.provide('e2eBaseUrl', process.env.E2E_BASE_URL.replace(/\/$/, ''))
    project.provide('e2eOutboxDir', null)
    return
  }
  if (process.env.SKIP_BUILD !== '1') await ensureBuilt(['site', 'admin'])
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'belsunce-e2e-'))
  const port = await freePort()
  let output = ''
  const child = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['tests/e2e/serve.ts'], {
    cwd: ROOT,
    // No SMTP (an empty value is unset, and a .env file does not fill it): mail goes to the outbox the tests read.
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), NODE_ENV: 'production', SEED_ON_START: 'demo', RATE_LIMIT_SCALE: '100', SMTP_HOST: '' },
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
  // Where cms/env puts the outbox of a DATA_DIR.
  project.provide('e2eOutboxDir', path.join(dataDir, 'outbox'))

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
