// @vitest-environment node
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DATA_GENERATION_HEADER } from '@contract/page-view'

import { apiGet, setApiOrigin } from './api-client'

// A stand-in for the API that honours If-None-Match as Express does (no-cache forces a full answer),
// and marks its answers with the public data's generation as the public cache does.
let version = 1
let generation = 7
const seen: Array<{ status: number; conditional: boolean }> = []
const server = http.createServer((req, res) => {
  const etag = `"v${version}"`
  const marks = { etag, [DATA_GENERATION_HEADER]: String(generation) }
  const conditional = req.headers['if-none-match'] !== undefined
  const noCache = /no-cache/.test(req.headers['cache-control'] ?? '')
  if (req.headers['if-none-match'] === etag && !noCache) {
    seen.push({ status: 304, conditional })
    res.writeHead(304, req.url?.includes('generations') ? marks : { etag }).end()
    return
  }
  seen.push({ status: 200, conditional })
  res
    .writeHead(200, {
      'content-type': 'application/json',
      ...(req.url?.includes('generations') ? marks : { etag }),
    })
    .end(JSON.stringify({ err: null, data: [{ version }] }))
})

const origin = () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  setApiOrigin(origin())
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

  it('reuses an answer of the current data generation without asking, and asks again once the generation moves on', async () => {
    const path = '/web/1.0/generations'
    setApiOrigin(origin(), 7)
    const first = await apiGet<{ data: unknown[] }>(path)
    const asked = seen.length
    // Same generation: no request at all, the very same answer.
    expect(await apiGet(path)).toBe(first)
    expect(seen.length).toBe(asked)

    // The data changed somewhere: the answer is checked (a 304 here) and marked with the new generation.
    generation = 8
    setApiOrigin(origin(), 8)
    expect(await apiGet(path)).toBe(first)
    expect(seen.slice(asked)).toEqual([{ status: 304, conditional: true }])
    expect(await apiGet(path)).toBe(first)
    expect(seen.length).toBe(asked + 1)

    // A render told an older generation does not bring it back.
    setApiOrigin(origin(), 7)
    expect(await apiGet(path)).toBe(first)
    expect(seen.length).toBe(asked + 1)

    // Changed content at a new generation comes in full.
    version = 3
    generation = 9
    setApiOrigin(origin(), 9)
    const changed = await apiGet<{ data: Array<{ version: number }> }>(path)
    expect(changed.data[0].version).toBe(3)
    expect(seen.at(-1)).toEqual({ status: 200, conditional: true })
  })
})
