import fs from 'node:fs'
import path from 'node:path'

import { ROOT } from '../build-steps'
import { tsNodeArgs } from '../ts-process'
import { answers200 } from './net'
import { type Proc, startProcess } from './processes'

/** One app instance: `npm run serve` (scripts/serve.ts, the built server) on its own port and data folder. */
export type Instance = {
  n: number
  port: number
  url: string
  dataDir: string
  proc: Proc
  log: string
}

/** Minutes an instance may take to be ready: the first one runs the migrations and loads the demo data. */
const READY_MS = 5 * 60_000

/**
 * Starts instance `n` and resolves once its /readyz answers 200. `env` holds what every instance
 * shares (database, Redis, S3, secret, public address); each gets its own DATA_DIR (image cache,
 * mail outbox), as separate machines or containers would.
 */
export async function startInstance(
  n: number,
  port: number,
  dir: string,
  env: Record<string, string>,
  say: (line: string) => void = () => undefined,
): Promise<Instance> {
  const dataDir = path.join(dir, `app${n}`)
  fs.mkdirSync(dataDir, { recursive: true })
  const log = path.join(dir, `app${n}.log`)
  const proc = startProcess(
    `app${n}`,
    process.execPath,
    tsNodeArgs(path.join(ROOT, 'scripts/serve.ts')),
    {
      cwd: ROOT,
      env: {
        ...process.env,
        NEXT_TELEMETRY_DISABLED: '1',
        ...env,
        NODE_ENV: 'production',
        PORT: String(port),
        DATA_DIR: dataDir,
      },
      log,
    },
  )
  const url = `http://127.0.0.1:${port}`
  const following = followProgress(log, (line) => say(`  app${n}: ${line}`))
  await answers200(`${url}/readyz`, READY_MS, proc.alive)
    .catch(async (err: Error) => {
      await proc.stop('SIGKILL')
      throw new Error(
        `app${n} did not start: ${err.message}\n--- last lines of ${log} ---\n${proc.tail()}`,
      )
    })
    .finally(() => clearInterval(following))
  return { n, port, url, dataDir, proc, log }
}

/** Start-up steps worth showing while an instance starts: migrations and the demo data's progress. */
const PROGRESS = /^(Empty database|Demo data ready|\s+\S.*\(\d+(\.\d+)? s\)$)|Migrat(ing|ed):/

/** Shows the start-up steps written to `log` since the last look, every second. */
function followProgress(log: string, say: (line: string) => void): NodeJS.Timeout {
  let offset = fs.existsSync(log) ? fs.statSync(log).size : 0
  let rest = ''
  return setInterval(() => {
    if (!fs.existsSync(log)) return
    const size = fs.statSync(log).size
    if (size <= offset) return
    const fd = fs.openSync(log, 'r')
    const chunk = Buffer.alloc(size - offset)
    fs.readSync(fd, chunk, 0, chunk.length, offset)
    fs.closeSync(fd)
    offset = size
    const lines = (rest + chunk.toString('utf8')).split('\n')
    rest = lines.pop() ?? ''
    for (const line of lines) {
      const plain = line.replace(/\x1b\[[0-9;]*m/g, '')
      // Without the logger's time and level: the progress lines have their own durations.
      if (PROGRESS.test(plain)) say(plain.replace(/^\[[\d:]+\]\s+\w+:\s+/, '').trim())
    }
  }, 1000)
}
