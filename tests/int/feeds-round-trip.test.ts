import { type ChildProcess, spawn } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { approximatePosition, isCellCentre } from '@contract/geo'

import { buildFeed } from '../../adapters/feeds/build-feed'
import { env } from '@cms/env'
import type { Building, Country, District, Item, Media, Offer } from '@cms/payload-types'
import { feedType } from '@cms/domain/portals/feed-type'
import type { ImportReport } from '@cms/domain/portals/import/import-kyero'
import { KYERO_LANGUAGES } from '@cms/domain/portals/import/offer-texts'
import { lexicalText } from '@cms/domain/rich-text/lexical-state'
import { seed } from '@cms/seed'
import { tsNodeArgs } from '../../scripts/ts-process'
import { checkKyero } from '../helpers/feed-validators/kyero'
import { fetchFeed, portalNamed } from '../helpers/feed-validators/portals'
import { at, childrenNamed, parseXml, type XmlNode } from '../helpers/feed-validators/xml-tree'
import { createDatabase, databaseUrl } from '../helpers/postgres-server'
import { useServer } from '../helpers/server'

/**
 * Round trip of the Kyero v3 feed: the demo data exported as Kyero (server A, this file's), that
 * feed imported into an empty database (server B, another process: Payload is one instance a
 * process), B's feed exported in turn. The two feeds say the same once what must differ is set
 * aside, and B's offers hold every field Kyero carried.
 */
const running = useServer()
const CHILD = path.resolve(__dirname, '../helpers/round-trip-child.ts')
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'feeds-round-trip-'))
const farData = path.join(dir, 'b-data')

/** What B stored, read back through Payload by the child. */
type FarSide = {
  origin: string
  token: string
  offersBefore: number
  report: ImportReport
  offers: Offer[]
  buildings: Building[]
  countries: Country[]
  items: Item[]
  media: Media[]
  /** In English. */
  districts: District[]
}

let child: ChildProcess | undefined
let far: FarSide
let first: string
let second: string

/** An empty database for B, of this file's engine: a SQLite file, or a new PostgreSQL database. */
async function emptyDatabase(): Promise<string> {
  if (!(process.env.DATABASE_URI ?? '').startsWith('postgres'))
    return `file:${path.join(dir, 'b.db')}`
  // The run's prefix: the global teardown drops it with this file's own database.
  const name = `${inject('postgresPrefix')}rt${randomBytes(5).toString('hex')}`
  await createDatabase(name)
  return databaseUrl(name)
}

/** Resolves once the child printed a line matching `ready`; rejects should it exit first. */
function printed(proc: ChildProcess, ready: RegExp): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    let out = ''
    const read = (chunk: Buffer) => {
      out += chunk.toString()
      if (!ready.test(out)) return
      proc.stdout?.off('data', read)
      proc.off('exit', early)
      resolve()
    }
    const early = (code: number | null) =>
      reject(new Error(`server B exited (${code}) before it printed ${ready}`))
    proc.stdout?.on('data', read)
    proc.once('exit', early)
  })
}

beforeAll(async () => {
  const feedFile = path.join(dir, 'feed-1.xml')
  const outFile = path.join(dir, 'b.json')
  fs.mkdirSync(farData)
  // B boots and loads its reference data while A loads the demo data.
  const proc = spawn(process.execPath, tsNodeArgs(CHILD, feedFile, outFile), {
    env: { ...process.env, DATABASE_URI: await emptyDatabase(), DATA_DIR: farData },
    stdio: ['pipe', 'pipe', 'inherit'],
  })
  child = proc
  const booted = printed(proc, /^B READY$/m)
  booted.catch(() => undefined)

  await seed(running.payload, { offers: 24, imageSize: 'small' })
  const kyero = await portalNamed(running.payload, 'Kyero')
  // Feed 1 as the route builds it, for the origin B reaches A at (the route would name the test
  // configuration's PUBLIC_URL, where nothing listens: B downloads the photos from these addresses).
  first = (await buildFeed(running.payload, kyero, running.url)).xml
  const served = await fetchFeed(running.url, kyero)
  expect(served.text).toBe(first.replaceAll(running.url, env().PUBLIC_URL))
  fs.writeFileSync(feedFile, first)

  await booted
  const imported = printed(proc, /^ROUND TRIP READY \S+ \S+$/m)
  proc.stdin?.write('go\n')
  await imported
  far = JSON.parse(fs.readFileSync(outFile, 'utf8')) as FarSide
  // Feed 2 as a portal reads it, from B's own route.
  const res = await fetchFeed(far.origin, { format: 'kyero', token: far.token })
  expect(res.status).toBe(200)
  second = res.text
}, 240_000)

afterAll(async () => {
  const proc = child
  if (proc && proc.exitCode === null) {
    const exited = new Promise((resolve) => proc.once('exit', resolve))
    proc.kill('SIGTERM')
    await exited
  }
  fs.rmSync(dir, { recursive: true, force: true })
})

const text = (p: XmlNode, name: string): string => at(p, name)?.text ?? ''
const byId = (xml: string): XmlNode[] =>
  childrenNamed(parseXml(xml), 'property').sort((a, b) =>
    text(a, 'id').localeCompare(text(b, 'id')),
  )
const imageUrls = (p: XmlNode): string[] =>
  childrenNamed(at(p, 'images')!, 'image').map((i) => text(i, 'url'))

/**
 * Where B shows a point of feed 1: as it came when it is the centre of its grid cell (the
 * approximate point A shows of an approximate building), else approximated — the import never
 * shows a feed's point as exact (offer-building.ts), so A's exact buildings come back approximate.
 */
function shownByB(p: XmlNode): { latitude: string; longitude: string } | undefined {
  const location = at(p, 'location')
  if (!location) return undefined
  const [lat, lng] = [Number(text(location, 'latitude')), Number(text(location, 'longitude'))]
  const point = isCellCentre(lat, lng) ? { lat, lng } : approximatePosition(lat, lng)
  return { latitude: String(point.lat), longitude: String(point.lng) }
}

const PAGE = /^\/offers\/details\/[^/?]+\?lang=([a-z]{2})$/

/**
 * A property as plain data, set aside only what must differ between two sites:
 * - `date`: the offer's last change on its own site (B's offers are new);
 * - the pages' addresses: the origin is each site's, and the slug comes from the French name,
 *   which Kyero does not carry (the import names an offer by its type and place): what is left
 *   is each language's page of the offer details;
 * - the photos' addresses (new media ids on B): only their number here, the pictures themselves
 *   are compared below;
 * - `fromA`: feed 1's point as B shows it (shownByB).
 * Everything else is compared as written, in the feed's order.
 */
function normalised(p: XmlNode, origin: string, fromA: boolean): Record<string, unknown> {
  const value = (n: XmlNode): unknown =>
    n.children.length ? Object.fromEntries(n.children.map((c) => [c.name, value(c)])) : n.text
  const out: Record<string, unknown> = {}
  for (const c of p.children) {
    if (c.name === 'date') continue
    if (c.name === 'url') {
      out.url = c.children.map((page) => {
        expect(page.text.startsWith(`${origin}/`), page.text).toBe(true)
        const path = page.text.slice(origin.length)
        expect(path, page.text).toMatch(PAGE)
        return { [page.name]: path.replace(PAGE, '/offers/details/{slug}?lang=$1') }
      })
    } else if (c.name === 'images') out.images = c.children.length
    else if (c.name === 'features') out.features = c.children.map((f) => f.text)
    else if (c.name === 'desc') out.desc = c.children.map((d) => ({ [d.name]: d.text }))
    else if (c.name === 'location' && fromA) out.location = shownByB(p)
    else out[c.name] = value(c)
  }
  return out
}

const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex')

type Photo = { type: string | null; hash: string; width?: number; height?: number; looks: Buffer }
const photos = new Map<string, Promise<Photo>>()
/** A photo as a portal downloads it (once an address: the demo shares photos between offers). */
function photo(url: string): Promise<Photo> {
  const load = async (): Promise<Photo> => {
    const res = await fetch(url)
    expect(res.status, url).toBe(200)
    const data = Buffer.from(await res.arrayBuffer())
    const { width, height } = await sharp(data).metadata()
    // The picture reduced to 8 × 8 grey levels: two renditions of one photo are close.
    const looks = await sharp(data).resize(8, 8, { fit: 'fill' }).greyscale().raw().toBuffer()
    return { type: res.headers.get('content-type'), hash: sha256(data), width, height, looks }
  }
  if (!photos.has(url)) photos.set(url, load())
  return photos.get(url)!
}
const distance = (a: Buffer, b: Buffer) =>
  a.reduce((sum, v, i) => sum + Math.abs(v - b[i]!), 0) / a.length
const words = (s: string) => s.replace(/\s+/g, ' ').trim()

describe('the Kyero round trip of the demo data', () => {
  it('imports every property of feed 1 into the empty database, each published whole', () => {
    const properties = byId(first)
    expect(properties.length).toBeGreaterThan(10)
    expect(far.offersBefore).toBe(0)
    const { report } = far
    expect(report.fatal).toBeUndefined()
    expect(report.messages.filter((m) => m.level !== 'info')).toEqual([])
    expect(report.counts).toMatchObject({
      created: properties.length,
      updated: 0,
      skipped: 0,
      keptDraft: 0,
    })
    // The demo shares its photos between offers: one download an address, reused after.
    const photos = properties.flatMap(imageUrls)
    const distinct = new Set(photos).size
    expect(report.photos).toEqual({
      failed: 0,
      downloaded: distinct,
      reused: photos.length - distinct,
    })
    const offers = far.offers.map((o) => [o.of_ref, o._status, o.of_web])
    expect(offers.sort((a, b) => String(a[0]).localeCompare(String(b[0])))).toEqual(
      properties.map((p) => [text(p, 'ref'), 'published', true]),
    )
  })

  it('has in feed 1 every kind of value it compares', () => {
    const properties = byId(first)
    const some = (what: (p: XmlNode) => boolean) => properties.some(what)
    expect(some((p) => text(p, 'price_freq') === 'sale')).toBe(true)
    expect(some((p) => text(p, 'price_freq') === 'month')).toBe(true)
    expect(some((p) => text(p, 'price') === 'x')).toBe(true)
    expect(some((p) => /^\d+$/.test(text(p, 'price')))).toBe(true)
    expect(new Set(properties.map((p) => text(p, 'type'))).size).toBeGreaterThan(2)
    const countries = new Set(properties.map((p) => text(p, 'country')))
    expect(['Monaco', 'France'].every((c) => countries.has(c))).toBe(true)
    expect(countries.size).toBeGreaterThan(2)
    expect(some((p) => text(p, 'location_detail') !== '')).toBe(true)
    expect(some((p) => text(p, 'pool') === '1')).toBe(true)
    expect(some((p) => text(at(p, 'surface_area')!, 'plot') !== '')).toBe(true)
    expect(some((p) => at(p, 'energy_rating') !== undefined)).toBe(true)
    expect(some((p) => (at(p, 'features')?.children.length ?? 0) > 1)).toBe(true)
    expect(
      some((p) =>
        /^Terrace \d+ m2$/m.test(
          at(p, 'features')
            ?.children.map((f) => f.text)
            .join('\n') ?? '',
        ),
      ),
    ).toBe(true)
    expect(some((p) => imageUrls(p).length > 1)).toBe(true)
  })

  it('exports again a valid feed, equal to feed 1 once normalised', () => {
    expect(checkKyero(second).errors).toEqual([])
    const root = (xml: string) => parseXml(xml)
    expect(text(at(root(second), 'kyero')!, 'feed_version')).toBe('3')
    const expected = byId(first).map((p) => normalised(p, running.url, true))
    const got = byId(second).map((p) => normalised(p, far.origin, false))
    expect(got.map((p) => p.id)).toEqual(expected.map((p) => p.id))
    for (const [i, p] of got.entries()) expect(p, String(p.id)).toEqual(expected[i])
  })

  it("keeps each photo: B stored A's bytes, in order, and serves the same pictures", async () => {
    const media = new Map(far.media.map((m) => [String(m.id), m]))
    const exported = new Map(byId(second).map((p) => [text(p, 'id'), imageUrls(p)]))
    // Downloaded a few at a time first (A renders each, B too), then compared in order.
    const urls = [...new Set([...byId(first), ...byId(second)].flatMap(imageUrls))]
    for (let i = 0; i < urls.length; i += 4) await Promise.all(urls.slice(i, i + 4).map(photo))
    let compared = 0
    for (const p of byId(first)) {
      const offer = far.offers.find((o) => o.of_ref === text(p, 'ref'))!
      const stored = (offer.images ?? []).map((id) => media.get(String(id))!)
      const fromB = exported.get(text(p, 'id')) ?? []
      const fromA = imageUrls(p)
      expect([stored.length, fromB.length]).toEqual([fromA.length, fromA.length])
      for (const [i, url] of fromA.entries()) {
        const a = await photo(url)
        const file = fs.readFileSync(path.join(farData, 'media', stored[i]!.filename!))
        expect(sha256(file), `${text(p, 'ref')} photo ${i + 1}`).toBe(a.hash)
        // B's feed photo is B's rendition of that file: the same size, the same picture.
        const b = await photo(fromB[i]!)
        expect(b.type).toBe('image/jpeg')
        expect([b.width, b.height]).toEqual([a.width, a.height])
        expect(distance(a.looks, b.looks)).toBeLessThan(6)
        compared++
      }
    }
    expect(compared).toBeGreaterThan(0)
  })

  it('stores on each imported offer every field Kyero carried', () => {
    const items = new Map(far.items.map((i) => [String(i.id), i]))
    const buildings = new Map(far.buildings.map((b) => [String(b.id), b]))
    const countries = new Map(far.countries.map((c) => [String(c.id), c]))
    const districts = new Map(far.districts.map((d) => [d.value, d.text]))
    for (const p of byId(first)) {
      const ref = text(p, 'ref')
      const o = far.offers.find((x) => x.of_ref === ref)!
      const say = (what: string) => `${ref}: ${what}`
      expect([o.of_import_source, o.of_import_id], say('origin')).toEqual(['round-trip', ref])

      const sale = text(p, 'price_freq') === 'sale'
      expect([o.of_sell, o.of_rent], say('transaction')).toEqual([sale, !sale])
      const price = text(p, 'price')
      const [onRequest, figure, shown] = sale
        ? [o.of_sell_uponrequest, o.of_price_sell, o.of_sell_sum]
        : [o.of_rent_uponrequest, o.of_price_rent, o.of_rent_sum]
      if (price === 'x') expect([onRequest, figure ?? null], say('price')).toEqual([true, null])
      else expect([onRequest, figure, shown], say('price')).toEqual([false, +price, +price])

      // Kyero's types are fewer than ours (an office and a shop are both "Commercial property"):
      // the offer's type is one Kyero names so.
      expect(feedType(o, far.items)?.kyero, say('type')).toBe(text(p, 'type'))
      expect(o.of_nbrooms ?? 0, say('beds')).toBe(Number(text(p, 'beds')))
      expect(o.of_nbbathrooms ?? 0, say('baths')).toBe(Number(text(p, 'baths')))
      const surface = at(p, 'surface_area')!
      const built = text(surface, 'built')
      expect(o.of_surface_livable ?? null, say('built')).toBe(built ? Number(built) : null)
      const plot = text(surface, 'plot')
      if (plot) expect(o.of_surface, say('plot')).toBe(Number(plot))

      // Features: the services by their English label, the terrace's surface, and the pool.
      const features = childrenNamed(at(p, 'features')!, 'feature').map((f) => f.text)
      const terrace = features.map((f) => /^Terrace (\d+) m2$/.exec(f)).find(Boolean)
      expect(o.of_surface_terrace ?? null, say('terrace')).toBe(terrace ? Number(terrace[1]) : null)
      const services = (o.services ?? []).map((id) => items.get(String(id))!)
      expect(services.map((s) => s.label_en).sort(), say('services')).toEqual(
        features.filter((f) => !/^Terrace \d+ m2$/.test(f)).sort(),
      )
      expect(services.some((s) => s.icon === 'pool') ? '1' : '0', say('pool')).toBe(text(p, 'pool'))

      const energy = at(p, 'energy_rating')
      if (energy)
        expect([o.of_dpe_class ?? 'X', o.of_ges_class ?? 'X'], say('energy')).toEqual([
          text(energy, 'consumption'),
          text(energy, 'emissions'),
        ])
      else
        expect([o.of_dpe_class ?? null, o.of_ges_class ?? null], say('energy')).toEqual([
          null,
          null,
        ])

      // Descriptions: the same words in each language Kyero carried, none in the others.
      const desc = Object.fromEntries(
        (at(p, 'desc')?.children ?? []).map((d) => [KYERO_LANGUAGES[d.name], words(d.text)]),
      )
      const texts = (o.of_text ?? {}) as unknown as Record<string, unknown>
      const stored = Object.fromEntries(
        Object.values(KYERO_LANGUAGES)
          .map((l) => [l, words(lexicalText(texts[l]))])
          .filter(([, t]) => t),
      )
      expect(stored, say('descriptions')).toEqual(desc)

      expect(o.images ?? [], say('photos')).toHaveLength(imageUrls(p).length)

      // The building: its town, country, district and the point B shows.
      const building = buildings.get(String(o.building))!
      expect(building.bu_city.toLowerCase(), say('town')).toBe(text(p, 'town').toLowerCase())
      expect(countries.get(String(building.country))?.cu_name_en, say('country')).toBe(
        text(p, 'country'),
      )
      // The district: a known one by its code (feeds name it in English), else its words.
      const code = building.bu_district ?? ''
      expect(districts.get(code) ?? code.replace(/-/g, ' '), say('district')).toBe(
        text(p, 'location_detail'),
      )
      const point = shownByB(p)
      expect(
        point ? { latitude: building.bu_lat_public, longitude: building.bu_lng_public } : null,
        say('point'),
      ).toEqual(point ? { latitude: +point.latitude, longitude: +point.longitude } : null)
    }
  })
})
