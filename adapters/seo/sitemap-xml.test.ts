import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { describe, expect, it } from 'vitest'
import { alternates } from '@contract/page-address'

import { fileIn, packFiles } from './file-bundle'
import { escapeXml, urlElement, urlset, w3cDate } from './sitemap-xml'

describe('sitemap XML', () => {
  it('escapes markup characters and drops characters XML forbids', () => {
    expect(escapeXml(`a&b<c>d"e'f\u0001g`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;fg')
    const doc = urlset([
      urlElement({
        loc: 'https://x.test/?a=1&b=<2>',
        alternates: alternates('/p?q="x"', 'https://x.test'),
        images: ["https://x.test/i'1"],
      }),
    ])
    expect(XMLValidator.validate(doc)).toBe(true)
    const url = new XMLParser({ ignoreAttributes: false, processEntities: true }).parse(doc).urlset
      .url
    expect(url.loc).toBe('https://x.test/?a=1&b=<2>')
    expect(url['xhtml:link'][0]['@_href']).toBe('https://x.test/p?q="x"&lang=fr')
  })

  it('dates in W3C form, and leaves out dates it cannot read', () => {
    expect(w3cDate('2026-03-01T10:20:30.000Z')).toBe('2026-03-01T10:20:30.000Z')
    expect(w3cDate('not a date')).toBeUndefined()
    expect(w3cDate(null)).toBeUndefined()
  })
})

describe('alternates', () => {
  it('gives each language under its HTML lang, then x-default without lang', () => {
    expect(alternates('/contact', 'https://www.belsunce.mc')).toEqual([
      { hreflang: 'fr', href: 'https://www.belsunce.mc/contact?lang=fr' },
      { hreflang: 'en', href: 'https://www.belsunce.mc/contact?lang=en' },
      { hreflang: 'es', href: 'https://www.belsunce.mc/contact?lang=sp' },
      { hreflang: 'ru', href: 'https://www.belsunce.mc/contact?lang=ru' },
      { hreflang: 'it', href: 'https://www.belsunce.mc/contact?lang=it' },
      { hreflang: 'x-default', href: 'https://www.belsunce.mc/contact' },
    ])
  })
})

describe('file bundle', () => {
  it('gives back each file as packed, and nothing for other names', () => {
    const bundle = packFiles(
      new Map<string, string | Buffer>([
        ['a.xml', 'première'],
        ['b/c.xml', Buffer.from([0, 1, 2])],
        ['empty', ''],
      ]),
    )
    expect(fileIn(bundle, 'a.xml')?.toString()).toBe('première')
    expect([...(fileIn(bundle, 'b/c.xml') ?? [])]).toEqual([0, 1, 2])
    expect(fileIn(bundle, 'empty')?.length).toBe(0)
    expect(fileIn(bundle, 'toString')).toBeUndefined()
    expect(fileIn(bundle, 'missing')).toBeUndefined()
  })
})
