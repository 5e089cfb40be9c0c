import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { approximatePosition, isCellCentre } from '@contract/geo'

import { buildFeed } from '../../adapters/feeds/build-feed'
import type { Offer } from '../../cms/payload-types'
import type { ImportReport } from '../../cms/portals/import/import-kyero'
import { seed } from '../../cms/seed'
import { tsNodeArgs } from '../../scripts/ts-process'
import { checkKyero } from '../helpers/feed-validators/kyero'
import { portalNamed } from '../helpers/feed-validators/portals'
import { childrenNamed, parseXml, type XmlNode } from '../helpers/feed-validators/xml-tree'
import { createDatabase, databaseUrl } from '../helpers/postgres-server'
import { useServer } from '../helpers/server'

/**
 * Export the demo data as Kyero v3, import it into an empty database (another process: its own
 * database holds only the reference data), export that database again: the two feeds say the
 * same, and the imported offers hold what Kyero carried.
 */
const running = useServer()
const CHILD = path.resolve(__dirname, '../helpers/kyero-round-trip-child.ts')
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kyero-round-trip-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

type FarSide = { report: ImportReport; xml: string; refused: unknown[]; offers: Offer[] }
let first: string
let far: FarSide

/** An empty database of the same engine as this file's. */
async function emptyDatabase(): Promise<string> {
  if (!process.env.DATABASE_URI?.startsWith('postgres')) return `file:${path.join(dir, 'far.db')}`
  const name = `${inject('postgresPrefix')}rt${randomBytes(5).toString('hex')}`
  await createDatabase(name)
  return databaseUrl(name)
}

function runFarSide(env: Record<string, string>, args: string[]): Promise<void> {
  const child = spawn(process.execPath, tsNodeArgs(CHILD, ...args), {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  return new Promise((resolve, reject) => {
    let out = ''
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
    child.once('exit', (code) =>
      code === 0 && out.includes('ROUND TRIP DONE')
        ? resolve()
        : reject(new Error(`the importing process exited (${code})`)),
    )
  })
}

beforeAll(async () => {
  await seed(running.payload, { offers: 24, imageSize: 'small' })
  const kyero = await portalNamed(running.payload, 'Kyero')
  first = (await buildFeed(running.payload, kyero, running.url)).xml
  const feedFile = path.join(dir, 'first.xml')
  fs.writeFileSync(feedFile, first)
  const rules = await running.payload.findGlobal({ slug: 'publishing-rules' })
  const {
    id: _id,
    updatedAt: _u,
    createdAt: _c,
    globalType: _g,
    ...sameRules
  } = rules as unknown as Record<string, unknown>
  const out = path.join(dir, 'far.json')
  const farData = path.join(dir, 'far-data')
  fs.mkdirSync(farData)
  await runFarSide(
    { DATABASE_URI: await emptyDatabase(), DATA_DIR: farData, SEED_ON_START: 'false' },
    [feedFile, out, running.url, JSON.stringify(sameRules)],
  )
  far = JSON.parse(fs.readFileSync(out, 'utf8')) as FarSide
}, 240_000)

const propertiesOf = (xml: string) =>
  childrenNamed(parseXml(xml), 'property').sort((a, b) =>
    (a.children.find((c) => c.name === 'id')?.text ?? '').localeCompare(
      b.children.find((c) => c.name === 'id')?.text ?? '',
    ),
  )

/**
 * Where an imported point is shown: as it came when it already is the centre of its grid cell (an
 * approximate point), else approximately (a feed's point is never shown as exact).
 */
function shownAt(location: Record<string, unknown>): Record<string, string> {
  const [lat, lng] = [Number(location.latitude), Number(location.longitude)]
  const point = isCellCentre(lat, lng) ? { lat, lng } : approximatePosition(lat, lng)
  return { latitude: String(point.lat), longitude: String(point.lng) }
}

/**
 * A property as plain data, without what may differ and means nothing to a portal: its date (the
 * offer's last change), the page addresses (the slug comes from the name, which Kyero does not
 * carry) and the photos' addresses (new media ids), of which only the number counts. `imported`:
 * the point as the importing side shows it.
 */
function normalised(p: XmlNode, imported = false): Record<string, unknown> {
  const value = (n: XmlNode): unknown =>
    n.children.length ? Object.fromEntries(n.children.map((c) => [c.name, value(c)])) : n.text
  const out: Record<string, unknown> = {}
  for (const c of p.children) {
    if (c.name === 'date') continue
    if (c.name === 'url') out.url = c.children.map((l) => l.name).sort()
    else if (c.name === 'images') out.images = c.children.length
    else if (c.name === 'features') out.features = c.children.map((f) => f.text)
    else if (c.name === 'location' && imported)
      out.location = shownAt(value(c) as Record<string, unknown>)
    else out[c.name] = value(c)
  }
  return out
}

describe('a Kyero v3 round trip', () => {
  it('imports every offer of the first feed, whole and published', () => {
    const properties = propertiesOf(first)
    expect(properties.length).toBeGreaterThan(10)
    expect(far.report.fatal).toBeUndefined()
    expect(far.report.messages.filter((m) => m.level === 'error')).toEqual([])
    expect(far.report.counts).toMatchObject({ created: properties.length, skipped: 0 })
    expect(far.report.photos.failed).toBe(0)
    expect(far.refused).toEqual([])
  })

  it('exports again the same feed, after normalisation, and a valid one', () => {
    expect(checkKyero(far.xml).errors).toEqual([])
    expect(propertiesOf(far.xml).map((p) => normalised(p))).toEqual(
      propertiesOf(first).map((p) => normalised(p, true)),
    )
  })

  it('keeps on each imported offer what Kyero carried', () => {
    for (const p of propertiesOf(first)) {
      const text = (name: string) => p.children.find((c) => c.name === name)?.text ?? ''
      const offer = far.offers.find((o) => o.of_ref === text('ref'))
      expect(offer, text('ref')).toBeDefined()
      const o = offer as Offer & Record<string, unknown>
      expect(o._status).toBe('published')
      const price = text('price')
      const sale = text('price_freq') === 'sale'
      expect([o.of_sell === true, o.of_rent === true]).toEqual([sale, !sale])
      if (price === 'x') expect(sale ? o.of_sell_uponrequest : o.of_rent_uponrequest).toBe(true)
      else expect(sale ? o.of_price_sell : o.of_price_rent).toBe(Number(price))
      expect(o.of_nbrooms ?? 0).toBe(Number(text('beds')))
      expect(o.of_nbbathrooms ?? 0).toBe(Number(text('baths')))
      const images = p.children.find((c) => c.name === 'images')?.children.length ?? 0
      expect(o.images ?? []).toHaveLength(images)
      const building = o.building as { bu_city: string; bu_lat_public: number }
      const location = normalised(p, true).location as Record<string, string>
      expect(building.bu_lat_public).toBe(Number(location.latitude))
    }
  })
})
