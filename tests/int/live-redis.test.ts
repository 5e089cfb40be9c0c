import type { ChildProcess } from 'node:child_process'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { io, type Socket } from 'socket.io-client'

import type { RunningServer } from '../../adapters/server'
import { redisAvailable, startRedis } from '../helpers/redis-server'
import { makeClient } from '../helpers/factories'
import { bootServer } from '../helpers/server'
import { call, signIn } from '../helpers/http'
import { solveCaptcha } from '../helpers/captcha'

/**
 * Two app instances sharing rooms through a real Redis: a client connected to one instance hears
 * about a message saved through the other. Runs where Debian's redis-server is installed, and
 * always with REQUIRE_REDIS=1 (where CI installs it), so that it cannot silently drop out there.
 */
let redis: ChildProcess | undefined
const instances: RunningServer[] = []
const sockets: Socket[] = []

describe.runIf(redisAvailable)('live channel across instances with REDIS_URL', () => {
  beforeAll(async () => {
    const redisServer = await startRedis()
    redis = redisServer.child
    process.env.REDIS_URL = redisServer.url
    instances.push(await bootServer())
    instances.push(await bootServer())
    // Both instances read the settings with REDIS_URL set.
    const { env } = await import('@cms/env')
    expect(env().REDIS_URL).toBe(process.env.REDIS_URL)
  })
  afterAll(async () => {
    for (const s of sockets) s.disconnect()
    for (const i of instances.reverse()) await i.close()
    redis?.kill()
  })

  it('delivers a notice raised on one instance to a client connected to the other', async () => {
    const [first, second] = instances
    const c = await makeClient(first.payload)
    const { accesstoken } = await signIn(first.url, c.login)
    const socket = io(first.url, {
      path: '/socket.io',
      transports: ['websocket'],
      auth: { token: accesstoken },
      reconnection: false,
      forceNew: true,
    })
    sockets.push(socket)
    await new Promise<void>(
      (resolve, reject) => (
        socket.once('connect', () => resolve()),
        socket.once('connect_error', reject)
      ),
    )
    expect(await socket.timeout(5000).emitWithAck('join', { co_id: c.id })).toEqual({ err: null })
    const heard = new Promise((resolve) => socket.once('message', resolve))
    // Hooks notify through the live channel attached last: the second instance's socket.io server.
    const msg = await second.payload.create({
      collection: 'messages',
      data: { contact: c.id, subject: 'Par Redis', body: 'Bonjour' },
    })
    expect(await heard).toEqual({ kind: 'message', ms_id: msg.id })
  })

  it('refuses on one instance a robot-check solution already used on the other', async () => {
    const [first, second] = instances
    const altcha = await solveCaptcha(first.url)
    const form = {
      name: 'Rossi',
      firstname: 'Marco',
      country: 'Italie',
      email: 'marco@example.it',
      tel: '+39 333 000 0000',
      message: 'Bonjour',
    }
    expect((await call(first.url, 'POST', '/web/1.0/contactus', { ...form, altcha })).status).toBe(
      200,
    )
    const replay = await call(second.url, 'POST', '/web/1.0/contactus', { ...form, altcha })
    expect([replay.status, replay.body.err?.code]).toEqual([400, 'captcha_failed'])
  })

  it('holds a rate limit reached on one instance on the other', async () => {
    const [first, second] = instances
    for (let i = 0; i < 10; i++)
      expect(
        (
          await call(first.url, 'POST', '/api/1.0/signin/forgetpassword', {
            co_login: `nobody${i}`,
          })
        ).status,
      ).toBe(404)
    const next = await call(second.url, 'POST', '/api/1.0/signin/forgetpassword', {
      co_login: 'nobody',
    })
    expect([next.status, next.body.err?.code]).toEqual([429, 'rate_limited'])
  })
})
