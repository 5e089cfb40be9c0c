import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import express from 'express'
import { describe, expect, it } from 'vitest'

import { SITE_DIR } from '../../adapters/app'
import { healthRouter } from '../../adapters/ops/health'
import { bootServer, useServer } from '../helpers/server'

/** What a balancer or a supervisor asks an instance, and what it does when told to stop. */
const running = useServer()

const json = async (url: string) => {
  const res = await fetch(url)
  return { status: res.status, body: (await res.json()) as Record<string, unknown> }
}

/** /readyz of an app built on the test's Payload with these settings. */
async function readyz(options: Partial<Parameters<typeof healthRouter>[0]>) {
  const app = express().use(
    healthRouter({
      payload: running.payload,
      siteDir: SITE_DIR,
      readiness: { draining: false },
      ...options,
    }),
  )
  const server = app.listen(0)
  await new Promise((resolve) => server.once('listening', resolve))
  try {
    return await json(`http://127.0.0.1:${(server.address() as { port: number }).port}/readyz`)
  } finally {
    server.close()
  }
}

describe('health and readiness', () => {
  it('says the process is alive and ready when its database and site build answer', async () => {
    expect(await json(`${running.url}/healthz`)).toEqual({ status: 200, body: { status: 'ok' } })
    const ready = await json(`${running.url}/readyz`)
    expect(ready.status).toBe(200)
    expect(ready.body.checks).toEqual({ database: true, site: true, accepting: true })
  })

  it('tags every answer with a request id: the API, a page, an image', async () => {
    for (const p of [
      '/healthz',
      '/web/1.0/trads',
      '/contact?lang=fr',
      '/api/1.0/images/1/400/300/cover',
    ]) {
      const res = await fetch(`${running.url}${p}`)
      await res.arrayBuffer()
      expect(res.headers.get('x-request-id'), p).toMatch(/^[0-9a-f-]{36}$/)
    }
  })

  it('is not ready without its site build, with Redis down, or while closing: 503 naming what failed', async () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'no-site-'))
    expect(await readyz({ siteDir: empty })).toMatchObject({
      status: 503,
      body: { checks: { site: false, database: true } },
    })
    const down = () => Promise.reject(new Error('ECONNREFUSED'))
    expect(await readyz({ pingRedis: down })).toMatchObject({
      status: 503,
      body: { checks: { redis: false } },
    })
    expect(await readyz({ readiness: { draining: true } })).toMatchObject({
      status: 503,
      body: { checks: { accepting: false } },
    })
  })

  it('on stop, turns not ready, lets the requests under way finish, then takes no new ones', async () => {
    const other = await bootServer()
    const list = fetch(`${other.url}/web/1.0/offers?limit=50&lang=en`)
    const page = fetch(`${other.url}/contact?lang=fr`)
    // Both requests must have reached the server before it is told to stop (a busy machine may
    // take longer than any fixed wait to connect them).
    const connections = () =>
      new Promise<number>((resolve, reject) =>
        other.server.getConnections((err, n) => (err ? reject(err) : resolve(n))),
      )
    while ((await connections()) < 2) await new Promise((resolve) => setTimeout(resolve, 5))
    await new Promise((resolve) => setTimeout(resolve, 20))
    const closed = other.close()
    expect(other.readiness.draining).toBe(true)
    const [a, b] = await Promise.all([list, page])
    expect([a.status, b.status]).toEqual([200, 200])
    expect((await b.text()).length).toBeGreaterThan(1000)
    await closed
    await expect(fetch(`${other.url}/healthz`)).rejects.toThrow()
  })
})
