import { describe, expect, it } from 'vitest'

import { addressOf, WEB_READ_NAMES, WEB_READS } from './web-reads'
import { webActionPath } from './web-actions'

describe('the public reads', () => {
  it('put path parameters in the path, encoded, and the others in the query', () => {
    expect(addressOf(WEB_READS.offer, { slug: 'villa/à vendre', lang: 'en' })).toEqual({
      path: '/offers/villa%2F%C3%A0%20vendre',
      pathParams: { slug: 'villa/à vendre' },
      query: { lang: 'en' },
    })
    expect(addressOf(WEB_READS.similarOffers, { slug: 'a', lang: 'fr' }).path).toBe(
      '/offers/a/similar',
    )
    expect(addressOf(WEB_READS.page, { name: 'legal', lang: 'fr' })).toMatchObject({
      path: '/pages/legal',
      query: { lang: 'fr' },
    })
  })

  it("add a read's fixed query over the asked one", () => {
    expect(addressOf(WEB_READS.offerMarkers, { sale: true, view: 'list' }).query).toEqual({
      sale: true,
      view: 'map',
    })
  })

  it('have one route a path: only a mode with a fixed query shares its path', () => {
    const routes = WEB_READ_NAMES.filter((name) => !WEB_READS[name].fixedQuery).map(
      (name) => WEB_READS[name].path,
    )
    expect(new Set(routes).size).toBe(routes.length)
    for (const name of WEB_READ_NAMES) expect(routes, name).toContain(WEB_READS[name].path)
  })

  it("name the other addresses under the API's prefix, parameters encoded", () => {
    expect(webActionPath('searchLink', { kind: 'confirm', token: 'a/b' })).toBe(
      '/web/1.0/searches/confirm/a%2Fb',
    )
    expect(webActionPath('me')).toBe('/web/1.0/me')
  })
})
