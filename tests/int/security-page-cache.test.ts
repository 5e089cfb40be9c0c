import http from 'node:http'

import { describe, expect, it } from 'vitest'

import { request } from '../helpers/http'
import { useServer } from '../helpers/server'

const running = useServer()

/** A GET with headers fetch() would not send as they are (a Host of our choosing). */
function rawGet(
  path: string,
  headers: Record<string, string>,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port: running.port, path, method: 'GET', headers, setHost: false },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        )
      },
    )
    req.on('error', reject)
    req.end()
  })
}

const htmlLang = (html: string) => /<html lang="([^"]+)"/.exec(html)?.[1]
const cachedEntries = () => running.services.publicCache.size().entries

describe('the page cache cannot be poisoned', () => {
  it('a Host that smuggles another address neither renders that page nor is kept under this one', async () => {
    const crafted = await rawGet('/contact?lang=en', {
      host: `localhost:${running.port}/login?lang=ru#`,
    })
    const visitor = await request(running.url, 'GET', '/contact?lang=en')
    expect(visitor.status).toBe(200)
    expect(htmlLang(visitor.text())).toBe('en')
    expect(visitor.text()).not.toContain('type="password"')
    expect(crafted.status).toBe(400)
  })

  it('an X-Forwarded-Proto holding an address (trusted from a loopback proxy) is refused, and the page stays itself', async () => {
    const crafted = await rawGet('/agence?lang=en', {
      host: `localhost:${running.port}`,
      'x-forwarded-proto': `http://localhost:${running.port}/partners?lang=sp#`,
    })
    const visitor = await request(running.url, 'GET', '/agence?lang=en')
    expect(htmlLang(visitor.text())).toBe('en')
    expect(visitor.text()).not.toMatch(/lang="es"/)
    expect(crafted.status).toBe(400)
  })

  it('a well-formed but foreign Host does not reach the kept page', async () => {
    const crafted = await rawGet('/partners?lang=en', { host: 'attacker.example' })
    expect(crafted.status).toBe(200)
    expect(crafted.body).not.toContain('attacker.example')
    const visitor = await request(running.url, 'GET', '/partners?lang=en')
    expect(visitor.text()).not.toContain('attacker.example')
  })

  it('the public never learns the data generation that tells when the caches are rebuilt', async () => {
    for (const path of ['/web/1.0/trads', '/web/1.0/offers?salerent=1']) {
      const plain = await request(running.url, 'GET', path)
      expect(plain.status).toBe(200)
      expect(plain.headers['x-data-generation'], path).toBeUndefined()
      // Claiming to be the site's render changes nothing: the render reads in process, no header makes a caller it.
      const claimed = await request(running.url, 'GET', path, { headers: { 'x-site-render': '1' } })
      expect(claimed.headers['x-data-generation'], path).toBeUndefined()
    }
  })

  it('made-up languages, repeated queries and secret-bearing addresses are rendered but never kept', async () => {
    // Warm: the pages below and the API answers their renders read are kept once.
    for (const path of ['/contact?lang=en', '/contact', '/login?lang=en'])
      expect((await request(running.url, 'GET', path)).status).toBe(200)
    const before = cachedEntries()
    const junk = [
      ...Array.from({ length: 8 }, (_, i) => `/contact?lang=zz${i}`),
      '/contact?lang=en&lang=en',
      '/contact?lang=en&lang=fr',
      `/resetpass/1/${'a'.repeat(43)}`,
      `/resetpass/2/${'b'.repeat(43)}?lang=en`,
      '/%63ontact?lang=en',
    ]
    for (const path of junk)
      expect((await request(running.url, 'GET', path)).status, path).toBeLessThan(500)
    expect(cachedEntries()).toBe(before)
  })
})
