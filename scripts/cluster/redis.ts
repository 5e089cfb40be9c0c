import fs from 'node:fs'
import path from 'node:path'

import { freePort, portOpen } from './net'
import { type Proc, startProcess } from './processes'

export const REDIS_SERVER = '/usr/bin/redis-server'

/** Debian's redis-server on a free local port, working in `dir`, nothing kept on disk. */
export async function startRedis(dir: string): Promise<{ proc: Proc; url: string }> {
  if (!fs.existsSync(REDIS_SERVER))
    throw new Error('redis-server is missing: sudo apt-get install redis-server')
  fs.mkdirSync(dir, { recursive: true })
  const port = await freePort()
  const proc = startProcess(
    'redis',
    REDIS_SERVER,
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--dir',
      dir,
    ],
    { log: path.join(dir, 'redis.log') },
  )
  await portOpen(port, 10_000, proc.alive)
  return { proc, url: `redis://127.0.0.1:${port}` }
}
