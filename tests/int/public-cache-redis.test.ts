import type { ChildProcess } from 'node:child_process'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { RunningServer } from '../../adapters/server'
import { redisAvailable, startRedis } from '../helpers/redis-server'
import { makeOffer } from '../helpers/factories'
import { otherProcess } from '../helpers/other-process-run'

/**
 * Two app instances (two processes on one database) sharing a real Redis: an offer saved through
 * one is answered anew by the other at once. The other instance checks the data's version only
 * every minute, so only the channel can have told it. Runs where Debian's redis-server is installed.
 */
let redis: ChildProcess | undefined
let other: ChildProcess | undefined
let otherUrl = ''
let here: RunningServer | undefined

describe.runIf(redisAvailable)('the public cache across instances with REDIS_URL', () => {
  beforeAll(async () => {
    const redisServer = await startRedis()
    redis = redisServer.child
    process.env.REDIS_URL = redisServer.url
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
