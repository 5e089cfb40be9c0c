import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { requestIds } from './request-log'

describe('requestIds', () => {
  const lines: Array<Record<string, unknown>> = []
  // The tests' loopback requests stand for a proxy's: the one address trusted.
  const tag = requestIds({ info: (fields) => lines.push(fields) }, undefined, (address) =>
    ['127.0.0.1', '::ffff:127.0.0.1', '::1'].includes(address),
  )
  // /slow is never answered: the client goes away first, whatever the machine's load.
  let slowArrived = () => {}
  const server = http.createServer((req, res) => {
    tag(req, res)
    if (req.url?.startsWith('/slow')) slowArrived()
    else res.end(`id ${req.id}`)
  })
  let base = ''
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => server.close())

  it('gives each request an id, sends it back, and logs one line without the query', async () => {
    const res = await fetch(`${base}/web/1.0/offers?token=secret`)
    const id = res.headers.get('x-request-id')
    expect(id).toMatch(/^[0-9a-f-]{36}$/)
    expect(await res.text()).toBe(`id ${id}`)
    const line = lines.find((l) => l.reqId === id)
    expect(line).toMatchObject({ method: 'GET', path: '/web/1.0/offers', status: 200 })
    expect(JSON.stringify(line)).not.toContain('secret')
    expect(lines.filter((l) => l.reqId === id)).toHaveLength(1)
  })

  it("keeps a proxy's id, refuses one that could forge a log line", async () => {
    const kept = await fetch(`${base}/`, { headers: { 'x-request-id': 'edge-4f2a.17' } })
    expect(kept.headers.get('x-request-id')).toBe('edge-4f2a.17')
    const forged = await fetch(`${base}/`, { headers: { 'x-request-id': 'a b"} {"level":60' } })
    expect(forged.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('logs a request whose client went away before the answer as 499', async () => {
    const controller = new AbortController()
    const arrived = new Promise<void>((resolve) => (slowArrived = resolve))
    const asked = fetch(`${base}/slow`, { signal: controller.signal }).catch(() => null)
    await arrived
    controller.abort()
    await asked
    await vi.waitFor(() =>
      expect(lines.find((l) => l.path === '/slow')).toMatchObject({ status: 499 }),
    )
  })
})
