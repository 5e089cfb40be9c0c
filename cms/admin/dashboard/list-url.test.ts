import { describe, expect, it } from 'vitest'

import { documentUrl, listUrl } from './list-url'

describe('admin list addresses', () => {
  it('writes a where clause in the bracket notation of the list', () => {
    expect(listUrl('/admin', 'actions', { ac_status: { equals: 'waiting' } }, 'createdAt')).toBe(
      '/admin/collections/actions?where[ac_status][equals]=waiting&sort=createdAt',
    )
    expect(
      listUrl('/admin', 'offers', {
        and: [
          { of_web: { equals: true } },
          { updatedAt: { less_than: '2026-01-01T00:00:00.000Z' } },
        ],
      }),
    ).toBe(
      '/admin/collections/offers?where[and][0][of_web][equals]=true&where[and][1][updatedAt][less_than]=2026-01-01T00%3A00%3A00.000Z',
    )
    expect(listUrl('/admin', 'contacts')).toBe('/admin/collections/contacts')
  })

  it('escapes what could break the address', () => {
    expect(documentUrl('/admin', 'offers', 'a/b')).toBe('/admin/collections/offers/a%2Fb')
    expect(listUrl('/admin', 'x', { name: { equals: 'a&b=c' } })).toBe(
      '/admin/collections/x?where[name][equals]=a%26b%3Dc',
    )
  })
})
