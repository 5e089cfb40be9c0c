import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { approximatePosition } from '@contract/geo'

import { importKyeroFeed, type ImportReport } from '@cms/domain/portals/import/import-kyero'
import { openFeedFile } from '@cms/domain/portals/import/feed-source'
import { lexicalText } from '@cms/domain/rich-text/lexical-state'
import { seedCountries, seedItems } from '@cms/seed/seed-reference'
import { makeOffer } from '../helpers/factories'
import { useServer } from '../helpers/server'

// The photo server of these tests is on this machine, which imports are refused unless allowed.
vi.hoisted(() => {
  process.env.IMPORT_ALLOW_HOSTS = '127.0.0.1'
})

const server = useServer()
const FIXTURES = path.resolve('tests/fixtures/kyero')
let photos: http.Server
let dir: string

/** The fixture with the photo server's address in place, next to a copy of its photos. */
function feedFile(name: string, edit: (xml: string) => string = (x) => x): string {
  const base = `http://127.0.0.1:${(photos.address() as AddressInfo).port}`
  const xml = fs.readFileSync(path.join(FIXTURES, name), 'utf8').replaceAll('{{PHOTOS}}', base)
  const file = path.join(dir, name)
  fs.writeFileSync(file, edit(xml))
  return file
}

async function run(file: string, options: Partial<Parameters<typeof importKyeroFeed>[2]> = {}) {
  return importKyeroFeed(server.payload, await openFeedFile(file), {
    feedName: 'test-feed',
    ...options,
  })
}

const offerOf = async (payload: Payload, ref: string) =>
  (
    await payload.find({
      collection: 'offers',
      where: { of_ref: { equals: ref } },
      draft: true,
      locale: 'all' as 'fr',
      depth: 0,
    })
  ).docs[0] as unknown as Record<string, any> | undefined // eslint-disable-line @typescript-eslint/no-explicit-any -- a stored offer with every language

const count = async (collection: 'media' | 'buildings' | 'offers') =>
  (await server.payload.count({ collection })).totalDocs
const messages = (r: ImportReport) =>
  r.messages.map((m) => `${m.ref ?? ''} ${m.message}`).join('\n')

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kyero-'))
  fs.cpSync(path.join(FIXTURES, 'photos'), path.join(dir, 'photos'), { recursive: true })
  photos = http.createServer((req, res) => {
    const file = path.join(FIXTURES, 'photos', path.basename(req.url ?? ''))
    if (!fs.existsSync(file)) return res.writeHead(404).end()
    res.writeHead(200, { 'content-type': 'image/jpeg' }).end(fs.readFileSync(file))
  })
  await new Promise<void>((r) => photos.listen(0, '127.0.0.1', r))
  await seedCountries(server.payload)
  await seedItems(server.payload)
})
afterAll(() => {
  photos?.close()
  fs.rmSync(dir, { recursive: true, force: true })
})

describe('importKyeroFeed', () => {
  it('imports every element it reads, as drafts, reporting what it cannot map', async () => {
    const report = await run(feedFile('full.xml'))
    expect(report.fatal).toBeUndefined()
    expect(report.counts).toMatchObject({ created: 3, updated: 0, skipped: 0 })
    expect(report.processed).toBe(3)
    expect(report.total).toBe(3)
    const text = messages(report)
    expect(text).toMatch(/Unknown type "castle"/)
    expect(text).toMatch(/Unknown feature "Helipad"/)
    expect(text).toMatch(/"de" are not imported/)
    expect(text).toMatch(/KY-PENT-2 Photo .*not-an-image\.jpg not imported: not a JPEG/)
    expect(text).toMatch(/KY-PENT-2 Photo .*missing\.jpg not imported: HTTP 404/)
    expect(text).toMatch(
      /Energy rating not imported: only offers in France .*\(1 offer: KY-PENT-2\)/,
    )

    const villa = (await offerOf(server.payload, 'KY-VILLA-1'))!
    expect(villa).toMatchObject({
      _status: 'draft',
      of_import_source: 'test-feed',
      of_import_id: 'K-1',
      of_sell: true,
      of_price_sell: 4_500_000,
      of_rent: false,
      of_nbrooms: 5,
      of_nbbathrooms: 4,
      of_surface_livable: 320,
      // Read back from the "Terrace 45 m2" feature the site's own feed writes.
      of_surface_terrace: 45,
      of_dpe_status: 'available',
      of_dpe_class: 'C',
      of_ges_class: 'D',
    })
    expect(villa.of_name.fr).toBe("Villa – Cap d'Antibes")
    // HTML and blank lines become paragraphs (one line each in the text of a rich text).
    expect(villa.of_text.en.root.children).toHaveLength(2)
    expect(lexicalText(villa.of_text.en)).toBe('A villa by the sea.\nFive bedrooms & a pool.')
    expect(villa.of_text.fr.root.children).toHaveLength(2)
    expect(lexicalText(villa.of_text.fr)).toBe('Une villa au bord de la mer.\nCinq chambres.')
    expect(lexicalText(villa.of_text.sp)).toBe('Una villa junto al mar.')
    expect(lexicalText(villa.of_text.ru)).toBe('Вилла у моря.')
    const items = await server.payload.find({ collection: 'items', limit: 0, depth: 0 })
    const code = (id: unknown) => items.docs.find((i) => i.id === id)?.text
    expect(code(villa.type)).toBe('villa')
    expect((villa.services as unknown[]).map(code).sort()).toEqual([
      'air-conditioning',
      'pool',
      'sea-view',
    ])
    expect(villa.images).toHaveLength(2)
    const building = await server.payload.findByID({
      collection: 'buildings',
      id: villa.building,
      depth: 0,
    })
    expect(building).toMatchObject({
      bu_name: "Cap d'Antibes",
      bu_city: 'Antibes',
      bu_lat: 43.5528,
      bu_location_precision: 'approximate',
    })

    const penthouse = (await offerOf(server.payload, 'KY-PENT-2'))!
    expect(penthouse).toMatchObject({
      of_rent: true,
      of_rent_uponrequest: true,
      of_price_rent: null,
    })
    expect(penthouse.images).toHaveLength(1)
    expect(penthouse.images[0]).toBe(villa.images[0])
    expect(code(penthouse.type)).toBe('penthouse')
    const monaco = await server.payload.findByID({
      collection: 'buildings',
      id: penthouse.building,
      depth: 0,
    })
    expect(monaco.bu_city).toBe('MONACO')
    // The French energy diagnosis is not an offer's in Monaco: left out, and said so.
    expect(penthouse).toMatchObject({ of_dpe_class: null, of_ges_class: null })

    const castle = (await offerOf(server.payload, 'KY-CASTLE-3'))!
    expect(castle).toMatchObject({ type: null, of_price_sell: 1_250_000, of_nbrooms: null })
    expect(castle.of_name.en).toBe('Property – Nice')
  })

  it('changes nothing on a second run of the same feed: no new version, no new photo', async () => {
    const before = await offerOf(server.payload, 'KY-VILLA-1')
    const versions = (await server.payload.countVersions({ collection: 'offers' })).totalDocs
    const [media, buildings] = [await count('media'), await count('buildings')]
    const report = await run(feedFile('full.xml'))
    expect(report.counts).toMatchObject({ created: 0, updated: 0, unchanged: 3 })
    expect((await offerOf(server.payload, 'KY-VILLA-1'))!.updatedAt).toBe(before!.updatedAt)
    expect((await server.payload.countVersions({ collection: 'offers' })).totalDocs).toBe(versions)
    expect(await count('media')).toBe(media)
    expect(await count('buildings')).toBe(buildings)
    expect(report.photos.downloaded).toBe(0)
  })

  it('updates a changed offer, and never takes another offer’s reference', async () => {
    const other = await makeOffer(server.payload, { of_ref: 'TAKEN-1' })
    const file = feedFile('full.xml', (x) =>
      x
        .replace('<price>4500000</price>', '<price>4200000</price>')
        .replace('KY-CASTLE-3', 'TAKEN-1'),
    )
    const report = await run(file)
    expect(report.counts).toMatchObject({ updated: 1, unchanged: 1, skipped: 1 })
    expect(messages(report)).toMatch(/TAKEN-1 The reference "TAKEN-1" belongs to another offer/)
    expect((await offerOf(server.payload, 'KY-VILLA-1'))!.of_price_sell).toBe(4_200_000)
    expect((await offerOf(server.payload, 'TAKEN-1'))!.of_import_source ?? null).toBeNull()
    expect((await offerOf(server.payload, 'TAKEN-1'))!.id).toBe(other.id)
  })

  it('a dry run reports what it would do and writes nothing', async () => {
    const counts = [await count('offers'), await count('media'), await count('buildings')]
    const file = feedFile('full.xml', (x) => x.replaceAll('<ref>KY-', '<ref>DRY-'))
    const report = await run(file, { feedName: 'other-feed', dryRun: true })
    expect(report.counts.created).toBe(3)
    expect(messages(report)).toMatch(/Would create/)
    expect([await count('offers'), await count('media'), await count('buildings')]).toEqual(counts)
  })

  it('takes the offers no longer in the feed off the web when asked', async () => {
    const only = feedFile('full.xml', (x) =>
      x.replace(/<property>\s*<id>K-2[\s\S]*<\/property>/, ''),
    )
    const report = await run(only, { absentRule: 'unpublish' })
    expect(report.counts).toMatchObject({ absent: 2, unpublished: 2 })
    expect((await offerOf(server.payload, 'KY-PENT-2'))!.of_web).toBe(false)
    expect((await offerOf(server.payload, 'KY-VILLA-1'))!.of_web).toBe(true)
    const reported = await run(only)
    expect(reported.counts).toMatchObject({ absent: 2, unpublished: 0 })
  })

  it('publishes what is complete when asked, the rest stays a draft', async () => {
    await server.payload.updateGlobal({ slug: 'publishing-rules', data: { requirePhoto: true } })
    const report = await run(
      feedFile('full.xml', (x) => x.replaceAll('<ref>KY-', '<ref>PUB-')),
      { feedName: 'publish-feed', publishComplete: true },
    )
    await server.payload.updateGlobal({ slug: 'publishing-rules', data: { requirePhoto: false } })
    expect(report.counts).toMatchObject({ created: 3, keptDraft: 1 })
    expect((await offerOf(server.payload, 'PUB-VILLA-1'))!._status).toBe('published')
    expect((await offerOf(server.payload, 'PUB-CASTLE-3'))!._status).toBe('draft')
    expect(messages(report)).toMatch(/PUB-CASTLE-3 Left as a draft: .*photo/i)
  })

  it('gives offers at two points of one place their own buildings, and keeps a published approximate point', async () => {
    const centre = approximatePosition(43.5528, 7.1262)
    const file = feedFile('full.xml', (x) =>
      x
        .replaceAll('<ref>KY-', '<ref>PT-')
        .replace(
          /<location>\s*<latitude>43.5528<\/latitude>\s*<longitude>7.1262<\/longitude>\s*<\/location>/,
          `<location><latitude>${centre.lat}</latitude><longitude>${centre.lng}</longitude></location>`,
        ),
    )
    const reports = [await run(file, { feedName: 'points' })]
    // The fixture's copy is written again: the second feed is read after the first.
    const second = feedFile('full.xml', (x) =>
      x.replaceAll('<ref>KY-', '<ref>PT2-').replaceAll('<id>K-', '<id>P2-'),
    )
    reports.push(await run(second, { feedName: 'points' }))
    expect(reports.map((r) => [r.fatal, r.counts.created])).toEqual([
      [undefined, 3],
      [undefined, 3],
    ])
    const [a, b] = [
      (await offerOf(server.payload, 'PT-VILLA-1'))!,
      (await offerOf(server.payload, 'PT2-VILLA-1'))!,
    ]
    expect(String(a.building)).not.toBe(String(b.building))
    const atCentre = await server.payload.findByID({ collection: 'buildings', id: a.building })
    // The centre of its cell is already what this site would publish: shown as it is, not moved.
    expect([atCentre.bu_lat_public, atCentre.bu_lng_public]).toEqual([centre.lat, centre.lng])
    const elsewhere = await server.payload.findByID({ collection: 'buildings', id: b.building })
    expect(elsewhere).toMatchObject({ bu_lat: 43.5528, bu_location_precision: 'approximate' })
  })

  it('keeps the rest of the feed when a property has no id', async () => {
    const report = await run(feedFile('missing-id.xml'), { feedName: 'no-id' })
    expect(report.counts).toMatchObject({ created: 1, skipped: 1 })
    expect(messages(report)).toMatch(/no <id>/)
  })

  it.each([
    ['malformed.xml', /Malformed XML at line 11/],
    ['bomb.xml', /DOCTYPE/],
    ['unknown-encoding.xml', /x-klingon-8/],
    ['invalid-utf8.xml', /not valid UTF-8/],
  ])('reports %s as unreadable, and touches no absent offer', async (name, fatal) => {
    // As they are: the bytes of a wrongly encoded file must not be rewritten.
    const report = await run(path.join(FIXTURES, name), { absentRule: 'unpublish' })
    expect(report.fatal).toMatch(fatal)
    expect(report.counts.unpublished).toBe(0)
    expect((await offerOf(server.payload, 'KY-VILLA-1'))!.of_web).toBe(true)
  })
})
