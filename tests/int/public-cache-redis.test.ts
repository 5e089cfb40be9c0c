import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { RunningServer } from '../../adapters/server'
import { makeOffer } from '../helpers/factories'
import { otherProcess } from '../helpers/other-process-run'

/**
 * Two app instances (two processes on one database) sharing a real Redis: an offer saved through
 * one is answered anew by the other at once. The other instance checks the data's version only
 * every minute, so only the channel can have told it. Runs where Debian's redis-server is installed.
 */
const REDIS = '/usr/bin/redis-server'
const available = fs.existsSync(REDIS) || process.env.REQUIRE_REDIS === '1'

const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = net.createServer().listen(0, () => {
      const { port } = srv.address() as net.AddressInfo
      srv.close(() => resolve(port))
    })
  })

let redis: ChildProcess | undefined
let other: ChildProcess | undefined
let otherUrl = ''
let here: RunningServer | undefined

describe.runIf(available)('the public cache across instances with REDIS_URL', () => {
  beforeAll(async () => {
    const port = await freePort()
    redis = spawn(
      REDIS,
      ['--port', String(port), '--save', '', '--appendonly', 'no', '--bind', '127.0.0.1'],
      {
        stdio: 'ignore',
      },
    )
    await new Promise<void>((resolve, reject) => {
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
    process.env.REDIS_URL = `redis://127.0.0.1:${port}`
    process.env.PUBLIC_CACHE_CHECK_MS = '60000'
    const { startServer } = await import('../../adapters/server')
    here = await startServer({ admin: false, seed: false, port: 0 })
    const started = await otherProcess(['serve'], /SERVING (\S+)/)
    other = started.child
    otherUrl = started.match[1]
  }, 240_000)

  afterAll(async () => {
    other?.kill('SIGTERM')
    await here?.close()
    redis?.kill()
  })

  it('serves an edit saved on one instance from the other at once', async () => {
    const payload = here!.payload
    const offer = await makeOffer(payload)
    const detail = `${otherUrl}/web/1.0/offers/${offer.of_slug_fr}?lang=en`
    const name = async () =>
      ((await (await fetch(detail)).json()) as { data: { of_name_en: string } }).data.of_name_en
    const before = await name()
    // Kept by the other instance: asked again, the same answer.
    expect(await name()).toBe(before)
    await payload.update({
      collection: 'offers',
      id: offer.id,
      locale: 'en',
      data: { of_name: 'Told through Redis' },
    })
    // The message crosses Redis in a few milliseconds.
    const deadline = Date.now() + 2000
    let seen = await name()
    while (seen !== 'Told through Redis' && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 20))
      seen = await name()
    }
    expect(seen).toBe('Told through Redis')
  })
})
