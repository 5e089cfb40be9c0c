// @vitest-environment node
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { WEB_API, WEB_READS } from '@contract/web-reads'

import { readOver } from '../lib/web-client'
import { getItems } from './get-items'

// A slow API: `/headers-then-wait` sends its headers at once and its body late, `/wait` answers late.
const server = http.createServer((req, res) => {
  const body = JSON.stringify({
    err: null,
    data: { items_of_type: [{ id: 1 }], items_of_exclusivite: [], services: [] },
  })
  if (req.url?.startsWith(WEB_API + WEB_READS.items.path)) {
    res.writeHead(200, { 'content-type': 'application/json' })
    res.write(body.slice(0, 10))
    setTimeout(() => res.end(body.slice(10)), 300)
  }
})

beforeAll(() => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)))
afterAll(() => server.close())

// The browser's reads over HTTP, aimed at the slow API instead of the page's own origin.
const overHttp = () => readOver(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)
afterEach(() => vi.restoreAllMocks())

describe('reference data', () => {
  it('loads the lists', async () => {
    expect((await getItems(overHttp())).items_of_type).toEqual([{ id: 1 }])
  })

  it('logs no error and keeps no empty lists when its request is cancelled (the page moved on)', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    for (const delay of [0, 100]) {
      const controller = new AbortController()
      const loading = getItems(overHttp(), controller.signal)
      setTimeout(() => controller.abort(), delay)
      // Rejected: the query is cancelled, not answered with empty lists kept for ten minutes.
      await expect(loading).rejects.toMatchObject({ name: 'AbortError' })
    }
    expect(errors).not.toHaveBeenCalled()
  })
})
