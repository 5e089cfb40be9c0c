import { describe, expect, it, vi } from 'vitest'

import { rawRequest } from '../helpers/raw-request'
import { useServer } from '../helpers/server'

// Only a proxy on the private network is trusted: the tests' own loopback requests come from a client.
vi.hoisted(() => {
  process.env.TRUST_PROXY = '10.0.0.0/8'
})

const running = useServer()

const raw = (method: string, path: string, headers: Record<string, string> = {}) =>
  rawRequest({ host: '127.0.0.1', port: running.port, method, path, headers })

describe('requests the site does not serve', () => {
  it('answers TRACE and other methods the site has no use for with 405, not 500', async () => {
    for (const path of ['/', '/offers', '/web/1.0/offers', '/api/1.0/images/1/400/300/cover']) {
      const res = await raw('TRACE', path)
      expect(res.status, path).toBe(405)
      expect(res.headers.allow, path).toBeTruthy()
      // A TRACE answer echoes nothing of the request (cookies, authorization).
      expect(res.body.toString(), path).not.toContain('Cookie')
    }
  })

  it('says that a malformed address is malformed, not that a body could not be read', async () => {
    for (const path of ['/web/1.0/offers/%E0%A4%A', '/api/1.0/images/%ZZ/400/300/cover']) {
      const res = await raw('GET', path)
      expect(res.status, path).toBe(400)
      const body = JSON.parse(res.body.toString()) as { err: { code: string; message: string } }
      expect(body.err.code, path).toBe('invalid_input')
      expect(body.err.message, path).toMatch(/address/i)
      expect(body.err.message, path).not.toMatch(/body/i)
    }
    for (const path of ['/offers/details/%E0%A4%A', '/%E0%A4%A', '/feeds/photos/%E0%A4%A.jpg'])
      expect((await raw('GET', path)).status, path).toBeLessThan(500)
  })
})

describe('X-Request-Id', () => {
  it("is the server's own for a client that is not a trusted proxy", async () => {
    const res = await raw('GET', '/web/1.0/offers/12345', { 'x-request-id': 'chosen-by-client' })
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
    const again = await raw('GET', '/web/1.0/offers/12345', { 'x-request-id': 'chosen-by-client' })
    expect(again.headers['x-request-id']).not.toBe(res.headers['x-request-id'])
  })
})
