import { describe, expect, it } from 'vitest'

import { metricsAccess } from './metrics-access'
import { ROUTE_GROUPS, routeGroupOf } from './metrics-route-group'

describe('routeGroupOf', () => {
  it.each([
    ['/api/1.0/images/12/400/300/cover', 'photo'],
    ['/api/1.0/images/12/400/300/cover?token=x', 'photo'],
    ['/api/1.0/offers/12/print', 'api'],
    ['/api/1.0/mail-logo.png', 'api'],
    ['/api/1.0', 'api'],
    ['/web/1.0/offers?limit=20&lang=en', 'web-api'],
    ['/web/1.0', 'web-api'],
    ['/assets/entry.client-AbC123.js', 'asset'],
    ['/favicon.svg', 'asset'],
    ['/logo.svg?v=2', 'asset'],
    ['/cms-api/offers?limit=1', 'cms-api'],
    ['/admin', 'admin'],
    ['/admin/collections/offers', 'admin'],
    ['/_next/static/chunks/main.js', 'admin'],
    ['/robots.txt', 'feeds'],
    ['/sitemap.xml', 'feeds'],
    ['/sitemaps/offers-1.xml', 'feeds'],
    ['/healthz', 'other'],
    ['/readyz', 'other'],
    ['/metrics', 'other'],
    ['/', 'page'],
    ['/?lang=fr', 'page'],
    ['/contact?lang=fr', 'page'],
    ['/offers/details/villa-cap-d-ail', 'page'],
    ['/offers/sale/all/all/all/all/all.data', 'page'],
    ['/login.data?lang=en', 'page'],
  ] as const)('%s → %s', (url, group) => {
    expect(routeGroupOf(url)).toBe(group)
  })

  it('reads a prefix only as a whole path segment', () => {
    expect(routeGroupOf('/api/1.0images/1')).toBe('page')
    expect(routeGroupOf('/web/1.01/offers')).toBe('page')
    expect(routeGroupOf('/administrator')).toBe('page')
    expect(routeGroupOf('/metricsz')).toBe('page')
    expect(routeGroupOf('/assetsx/a.js')).toBe('asset')
    expect(routeGroupOf('/a.b/page')).toBe('page')
  })

  it('never makes up a group: made-up and odd targets land in the fixed set', () => {
    for (const url of ['', '*', 'http://elsewhere/web/1.0/offers', '/%2e%2e/x', '/x'.repeat(500)])
      expect(ROUTE_GROUPS).toContain(routeGroupOf(url))
    expect(routeGroupOf('http://elsewhere/web/1.0/offers')).toBe('other')
    expect(routeGroupOf('*')).toBe('other')
  })
})

describe('metricsAccess', () => {
  const TOKEN = 'a-metrics-token-of-some-length'
  const from = (remoteAddress: string, headers: Record<string, string> = {}) => ({
    socket: { remoteAddress },
    headers,
  })

  it('lets a process on this machine in, by the connection’s own address', () => {
    for (const address of ['127.0.0.1', '127.0.1.1', '::1', '::ffff:127.0.0.1'])
      expect(metricsAccess(from(address), undefined), address).toBe('allowed')
  })

  it('takes a loopback request naming a forwarded client for an outside one (a proxy on this machine)', () => {
    for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip'])
      expect(metricsAccess(from('127.0.0.1', { [header]: '203.0.113.9' }), undefined)).toBe(
        'hidden',
      )
    expect(
      metricsAccess(
        from('127.0.0.1', { 'x-forwarded-for': '203.0.113.9', authorization: `Bearer ${TOKEN}` }),
        TOKEN,
      ),
    ).toBe('allowed')
  })

  it('hides itself from other addresses, refuses a wrong token, takes the right one', () => {
    expect(metricsAccess(from('192.0.2.2'), undefined)).toBe('hidden')
    expect(metricsAccess(from('192.0.2.2'), TOKEN)).toBe('hidden')
    expect(metricsAccess(from('10.0.0.1', { authorization: `Bearer ${TOKEN}` }), undefined)).toBe(
      'hidden',
    )
    expect(metricsAccess(from('10.0.0.1', { authorization: 'Bearer nope' }), TOKEN)).toBe('refused')
    expect(metricsAccess(from('10.0.0.1', { authorization: `Bearer ${TOKEN}x` }), TOKEN)).toBe(
      'refused',
    )
    expect(metricsAccess(from('10.0.0.1', { authorization: `Basic ${TOKEN}` }), TOKEN)).toBe(
      'refused',
    )
    expect(metricsAccess(from('10.0.0.1', { authorization: `bearer ${TOKEN}` }), TOKEN)).toBe(
      'allowed',
    )
    expect(metricsAccess(from('fd00::2', { authorization: `Bearer ${TOKEN}` }), TOKEN)).toBe(
      'allowed',
    )
  })

  it('does not take an address that only looks local', () => {
    for (const address of ['127.0.0.1.example', '::ffff:10.0.0.1', '0.0.0.0', '', '1127.0.0.1'])
      expect(metricsAccess(from(address), undefined), address).toBe('hidden')
  })
})
