import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'

/**
 * A throw-away Redis for the tests that run several app instances against one: Debian's
 * redis-server on a free local port, with nothing written to disk. Such tests run where it is
 * installed, and always with REQUIRE_REDIS=1 (where CI installs it), so that they cannot silently
 * drop out there.
 */
const REDIS = '/usr/bin/redis-server'
export const redisAvailable = fs.existsSync(REDIS) || process.env.REQUIRE_REDIS === '1'

const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = net.createServer().listen(0, () => {
      const { port } = srv.address() as net.AddressInfo
      srv.close(() => resolve(port))
    })
  })

/** Waits until the port accepts connections (10 s at most). */
const listening = (port: number) =>
  new Promise<void>((resolve, reject) => {
    const started = Date.now()
    const probe = () => {
      const s = net.connect(port, '127.0.0.1', () => (s.end(), resolve()))
      s.on('error', () =>
        Date.now() - started > 10_000
          ? reject(new Error('redis-server did not start'))
          : setTimeout(probe, 100),
      )
    }
    probe()
  })

/** Starts a redis-server and resolves once it answers, with its process (to kill) and its URL. */
export const startRedis = async (): Promise<{ child: ChildProcess; url: string }> => {
  const port = await freePort()
  const child = spawn(
    REDIS,
    ['--port', String(port), '--save', '', '--appendonly', 'no', '--bind', '127.0.0.1'],
    {
      stdio: 'ignore',
    },
  )
  await listening(port)
  return { child, url: `redis://127.0.0.1:${port}` }
}
