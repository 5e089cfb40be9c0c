// @vitest-environment node
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { apiGet, setApiOrigin } from './api-client'

// A stand-in for the API that honours If-None-Match as Express does (no-cache forces a full answer).
let version = 1
const seen: Array<{ status: number; conditional: boolean }> = []
const server = http.createServer((req, res) => {
  const etag = `"v${version}"`
  const conditional = req.headers['if-none-match'] !== undefined
  const noCache = /no-cache/.test(req.headers['cache-control'] ?? '')
  if (req.headers['if-none-match'] === etag && !noCache) {
    seen.push({ status: 304, conditional })
    res.writeHead(304, { etag }).end()
    return
  }
  seen.push({ status: 200, conditional })
  res.writeHead(200, { 'content-type': 'application/json', etag }).end(JSON.stringify({ err: null, data: [{ version }] }))
})

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  setApiOrigin(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)
})
afterAll(() => {
  setApiOrigin('')
  server.close()
})

describe('the API client on the server', () => {
  it('reuses an unchanged answer after a 304 and takes the new one once it changes', async () => {
    const first = await apiGet<{ data: unknown[] }>('/web/1.0/trads')
    const second = await apiGet<{ data: unknown[] }>('/web/1.0/trads')
    expect(second).toBe(first)
    expect(seen.map((s) => s.status)).toEqual([200, 304])

    version = 2
    const third = await apiGet<{ data: Array<{ version: number }> }>('/web/1.0/trads')
    expect(third.data[0].version).toBe(2)
    expect(seen.at(-1)).toEqual({ status: 200, conditional: true })
  })
})
