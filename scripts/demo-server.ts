import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { ROOT } from './build-steps'
import { NODE_CONDITIONS } from './ts-process'

// Seeding the demo data (photos rendered with sharp) takes minutes on a slow machine.
const READY_TIMEOUT_MS = 600_000

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', reject)
    probe.listen(0, () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })
}

async function waitUntilAnswering(
  url: string,
  child: ChildProcess,
  log: () => string,
): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`The demo server exited with ${child.exitCode}:\n${log()}`)
    try {
      const res = await fetch(`${url}/web/1.0/site`)
      if (res.ok) return
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error(`The demo server did not answer within ${READY_TIMEOUT_MS / 1000} s:\n${log()}`)
}

export type DemoServer = { url: string; dataDir: string; stop: () => Promise<void> }

export type DemoServerOptions = {
  /** Serve Payload's admin and REST API too (needs the admin build). */
  admin: boolean
  /** Added to the child's environment. */
  env?: Record<string, string>
}

/**
 * Runs the real server as a child process in production mode on a free port, with the demo data
 * seeded into a fresh temporary DATA_DIR; `stop` ends it and removes that directory. The builds it
 * serves must exist already (`ensureBuilt`).
 */
export async function startDemoServer({ admin, env = {} }: DemoServerOptions): Promise<DemoServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'belsunce-demo-'))
  const port = await freePort()
  let output = ''
  const child = spawn(
    path.join(ROOT, 'node_modules/.bin/tsx'),
    [NODE_CONDITIONS, 'scripts/serve-demo.ts'],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        PORT: String(port),
        NODE_ENV: 'production',
        SEED_ON_START: 'demo',
        DEMO_ADMIN: admin ? '1' : '0',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group, so that stopping it also stops what tsx started.
      detached: true,
    },
  )
  child.stdout?.on('data', (d) => (output += d))
  child.stderr?.on('data', (d) => (output += d))
  const url = `http://localhost:${port}`
  const removeData = () => fs.rmSync(dataDir, { recursive: true, force: true })
  try {
    await waitUntilAnswering(url, child, () => output.slice(-4000))
  } catch (error) {
    if (child.pid) process.kill(-child.pid, 'SIGKILL')
    removeData()
    throw error
  }
  const stop = async () => {
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
    removeData()
  }
  return { url, dataDir, stop }
}
