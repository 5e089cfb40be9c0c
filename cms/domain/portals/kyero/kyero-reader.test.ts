import fs from 'node:fs'
import { Readable } from 'node:stream'

import { describe, expect, it } from 'vitest'

import { FeedError } from '../import/feed-error'
import { readKyeroFeed, type XmlElement } from './kyero-reader'
import { readProperty } from './kyero-property'

const fixture = (name: string) => fs.createReadStream(`tests/fixtures/kyero/${name}`)
const collect = async (stream: Readable) => {
  const got: XmlElement[] = []
  await readKyeroFeed(stream, async (p) => void got.push(p.element), { maxBytes: 60 << 20 })
  return got
}
const failure = (stream: Readable) =>
  collect(stream).then(
    () => 'no error',
    (err: Error) => (err instanceof FeedError ? err.message : `not a FeedError: ${err.message}`),
  )

const PROPERTY = (i: number, padding: string) =>
  `<property><id>P${i}</id><ref>R${i}</ref><price>1000</price><price_freq>sale</price_freq>` +
  `<type>villa</type><town>Nice</town><province>AM</province><desc><en>${padding}</en></desc></property>\n`

describe('readKyeroFeed', () => {
  it('reads every property of the hand-written feed, elements by name', async () => {
    const [villa, penthouse, castle] = await collect(fixture('full.xml'))
    const p = readProperty(villa!).property!
    expect(p).toMatchObject({
      id: 'K-1',
      ref: 'KY-VILLA-1',
      price: 4_500_000,
      freq: 'sale',
      town: 'antibes',
      lat: 43.5528,
      lng: 7.1262,
      beds: 5,
      pool: true,
      built: 320,
      plot: 2500,
      consumption: 'C',
      emissions: 'D',
      features: ['Sea views', 'Air conditioning', 'Helipad', 'Terrace 45 m2'],
    })
    expect(p.images).toHaveLength(2)
    expect(p.desc.en).toContain('<p>A villa by the sea.</p>')
    expect(readProperty(penthouse!).property).toMatchObject({ price: null, freq: 'month' })
    expect(readProperty(castle!).property).toMatchObject({ price: 1_250_000, beds: null })
  })

  it('refuses a DOCTYPE before any entity is read (an XML bomb)', async () => {
    expect(await failure(fixture('bomb.xml'))).toMatch(/DOCTYPE/)
  })

  it('stops malformed XML with its line and column', async () => {
    expect(await failure(fixture('malformed.xml'))).toMatch(/line 11, column \d+/)
  })

  it('refuses an encoding it cannot read, and bytes that are not UTF-8', async () => {
    expect(await failure(fixture('unknown-encoding.xml'))).toMatch(/x-klingon-8/)
    expect(await failure(fixture('invalid-utf8.xml'))).toMatch(/not valid UTF-8/)
  })

  it('a property without an id cannot be imported', async () => {
    const [noId] = await collect(fixture('missing-id.xml'))
    expect(readProperty(noId!).fatal).toMatch(/no <id>/)
  })

  it('streams a 50 MB feed property by property, never reading far ahead', async () => {
    const padding = 'x'.repeat(50_000)
    const count = 1_000
    let produced = 0
    let aheadMax = 0
    let handled = 0
    // A lazy source: the next chunk is made only when the reader asks for it.
    const source = Readable.from(
      (function* () {
        yield '<?xml version="1.0" encoding="UTF-8"?><root><kyero><feed_version>3</feed_version></kyero>'
        for (let i = 0; i < count; i++) {
          produced++
          yield Buffer.from(PROPERTY(i, padding))
        }
        yield '</root>'
      })(),
      { objectMode: false, highWaterMark: 1 },
    )
    const before = process.memoryUsage().heapUsed
    let peak = before
    const { properties } = await readKyeroFeed(
      source,
      async (p) => {
        expect(p.element.children.find((c) => c.name === 'id')?.text).toBe(`P${handled}`)
        handled++
        aheadMax = Math.max(aheadMax, produced - handled)
        peak = Math.max(peak, process.memoryUsage().heapUsed)
      },
      { maxBytes: 60 << 20 },
    )
    expect(properties).toBe(count)
    expect(handled).toBe(count)
    // The reader is never more than a few properties ahead of the import (its stream's buffer).
    expect(aheadMax).toBeLessThan(20)
    // 50 MB of feed never sits in memory at once.
    expect(peak - before).toBeLessThan(30 << 20)
  })

  it('refuses a root that is not a plain <root>: a namespace or any attribute on it', async () => {
    const xhtml =
      '<root xmlns="http://www.w3.org/1999/xhtml"><kyero><feed_version>3</feed_version></kyero></root>'
    expect(await failure(Readable.from([xhtml]))).toMatch(/plain <root>/)
    const prefixed = '<h:root xmlns:h="http://www.w3.org/1999/xhtml"></h:root>'
    expect(await failure(Readable.from([prefixed]))).toMatch(/not <root>/)
  })

  it('refuses an element beside <kyero> and <property>, such as a script for a browser', async () => {
    const script =
      '<root><kyero><feed_version>3</feed_version></kyero>' +
      '<h:script xmlns:h="http://www.w3.org/1999/xhtml">alert(1)</h:script></root>'
    expect(await failure(Readable.from([script]))).toMatch(
      /line 1, column \d+: <h:script> is not allowed in <root>: only <kyero> and <property> are/,
    )
  })

  it("refuses nesting deeper than Kyero's, at the first element too deep", async () => {
    // Deep enough to have exhausted the memory when every level was kept.
    const levels = 2_000_000
    let opened = 0
    const deep = Readable.from(
      (function* () {
        yield '<root><kyero>'
        for (let i = 0; i < levels; i += 10_000) {
          opened += 10_000
          yield '<a>'.repeat(10_000)
        }
      })(),
    )
    expect(await failure(deep)).toMatch(/nested deeper than 5 levels/)
    // The reading stopped at the first chunk, before the rest was even made.
    expect(opened).toBeLessThan(100_000)
    const inProperty = `<root><property><images><image><url><b>x</b></url></image></images></property></root>`
    expect(await failure(Readable.from([inProperty]))).toMatch(/<b> .*deeper than 5 levels/)
  })

  it('refuses a feed of more elements than a 60 MB feed can have', async () => {
    const many = Readable.from(
      (function* () {
        yield '<root><kyero><feed_version>3</feed_version>'
        for (let i = 0; i < 3_100_000; i += 100_000) yield '<x/>'.repeat(100_000)
        yield '</kyero></root>'
      })(),
    )
    expect(await failure(many)).toMatch(/more than 3000000 elements/)
  })

  it('refuses a feed larger than the limit', async () => {
    const big = Readable.from([Buffer.alloc(2048, 0x20), Buffer.alloc(2048, 0x20)])
    const err = await readKyeroFeed(big, async () => undefined, { maxBytes: 3000 }).catch((e) => e)
    expect(String(err.message)).toMatch(/larger than/)
  })
})
