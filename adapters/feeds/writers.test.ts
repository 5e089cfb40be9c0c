import { describe, expect, it } from 'vitest'

import { checkKyero } from '../../tests/helpers/feed-validators/kyero'
import { checkJamesEdition } from '../../tests/helpers/feed-validators/jamesedition'
import { feedPrice } from '@cms/domain/portals/feed-price'
import type { FeedItem } from './feed-item'
import { jamesEditionFeed } from '@cms/domain/portals/jamesedition/jamesedition-writer'
import { kyeroFeed } from '@cms/domain/portals/kyero/kyero-writer'
import { createLastModified } from './last-modified'

const item = (over: Partial<FeedItem> = {}): FeedItem => ({
  ref: 'BEL-00001',
  updatedAt: '2026-03-04T05:06:07.890Z',
  price: { transaction: 'sale', onRequest: false, amount: 2_500_000 },
  type: { code: 'villa', label: 'Villa', kyero: 'Villa', jamesedition: 'Villa' },
  place: {
    town: 'Saint-Jean-Cap-Ferrat',
    province: "Provence-Alpes-Cote d'Azur",
    country: 'France',
    district: 'Cap Ferrat',
    lat: 43.6912345678,
    lng: 7.3312,
  },
  headline: 'Villa & <garden>',
  bedrooms: 4,
  bathrooms: null,
  built: 250,
  plot: null,
  terrace: 40,
  pool: true,
  features: ['Swimming pool', 'A feature whose name is far longer than thirty-five'],
  descriptions: { en: 'Sea view & "calm".', sp: 'Vista al mar.' },
  urls: {
    fr: 'https://x.test/offers/details/v?lang=fr',
    en: 'https://x.test/offers/details/v?lang=en',
    sp: 'https://x.test/offers/details/v?lang=sp',
    ru: 'https://x.test/offers/details/v?lang=ru',
    it: 'https://x.test/offers/details/v?lang=it',
  },
  photos: ['https://x.test/feeds/photos/1.jpg'],
  energy: { consumption: 'C', emissions: null },
  ...over,
})
const dealer = {
  reference: 'agency',
  name: 'Agency',
  id: 7,
  email: 'a@x.test',
  phone: '1',
  address: 'Here',
}

describe('the Kyero writer', () => {
  it('writes a feed the Kyero v3 check accepts, with its date format and codes', () => {
    const xml = kyeroFeed([item()], '2026-03-04T05:06:07.890Z')
    expect(checkKyero(xml).errors).toEqual([])
    expect(xml).toContain('<date>2026-03-04 05:06:07</date>')
    expect(xml).toContain('<es>Vista al mar.</es>')
    expect(xml).toContain('<emissions>X</emissions>')
    expect(xml).toContain('<latitude>43.691235</latitude>')
    expect(xml).toContain('<feature>A feature whose name is far longer</feature>')
  })

  it('writes x for a price on request, and the check refuses digits in a type', () => {
    const xml = kyeroFeed(
      [item({ price: { transaction: 'rent', onRequest: true, amount: null } })],
      '2026-03-04T05:06:07Z',
    )
    expect(xml).toContain('<price>x</price>')
    expect(xml).toContain('<price_freq>month</price_freq>')
    expect(
      checkKyero(xml.replace('<type>Villa</type>', '<type>Villa 2</type>')).errors,
    ).toHaveLength(1)
    expect(checkKyero(xml.replace('.jpg<', '<')).errors).toHaveLength(1)
  })
})

describe('the JamesEdition writer', () => {
  it('writes every required field, an empty price on request', () => {
    const xml = jamesEditionFeed(
      [item(), item({ ref: 'B-2', price: { transaction: 'sale', onRequest: true, amount: null } })],
      dealer,
      '2026-03-04T05:06:07Z',
    )
    expect(checkJamesEdition(xml).errors).toEqual([])
    expect(xml).toContain('<price currency="EUR" vat_included="no"/>')
    expect(xml).toContain('<headline>Villa &amp; &lt;garden&gt;</headline>')
  })
})

describe('the XML both writers write', () => {
  it('opens with the declaration, puts each element on its own line, escapes and drops what XML cannot hold', () => {
    const xml = jamesEditionFeed(
      [item({ ref: `R"&'<1>\u0001`, headline: 'A\u0000B' })],
      dealer,
      '2026-03-04T05:06:07Z',
    )
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<jameslist_feed version="3.0">\n<feed_information>\n<reference>agency<\/reference>\n/,
    )
    expect(xml).toContain(
      '<advert reference="R&quot;&amp;&apos;&lt;1&gt;" category="real estate">\n<type>sale</type>\n',
    )
    expect(xml).toContain('<headline>AB</headline>\n')
    expect(xml).toContain('<living_area unit="sqm">250</living_area>\n')
    // No plot, no bathrooms: the elements are left out, never written empty.
    expect(xml).not.toMatch(/<land_area|<bathrooms/)
    expect(xml.endsWith('</advert>\n</adverts>\n</jameslist_feed>\n')).toBe(true)
    expect(kyeroFeed([item()], '2026-03-04T05:06:07Z')).toContain(
      '<images>\n<image id="1">\n<url>https://x.test/feeds/photos/1.jpg</url>\n</image>\n</images>\n</property>\n</root>\n',
    )
  })
})

describe('feed prices', () => {
  it('never read a figure on request, and prefer the shown figure', () => {
    expect(feedPrice({ of_sell: true, of_sell_uponrequest: true, of_price_sell: 5 })).toEqual({
      transaction: 'sale',
      onRequest: true,
      amount: null,
    })
    expect(feedPrice({ of_sell: true, of_price_sell: 5, of_sell_sum: 6.4 })?.amount).toBe(6)
    expect(feedPrice({ of_rent: true, of_price_rent: 3000 })?.transaction).toBe('rent')
    expect(feedPrice({})).toBeNull()
  })
})

describe('last modified', () => {
  it('moves only when the bytes change, and always forward', () => {
    let now = 10_500
    const seen = createLastModified(() => now)
    expect(seen('k', 'a').getTime()).toBe(10_000)
    now = 20_000
    expect(seen('k', 'a').getTime()).toBe(10_000)
    now = 10_200
    expect(seen('k', 'b').getTime()).toBe(11_000)
  })
})
