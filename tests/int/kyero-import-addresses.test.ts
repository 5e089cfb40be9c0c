import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import type { FeedImport } from '@cms/payload-types'
import { openFeedAddress, openFeedFile } from '@cms/domain/portals/import/feed-source'
import { importKyeroFeed, type ImportReport } from '@cms/domain/portals/import/import-kyero'
import { seedCountries, seedItems } from '@cms/seed/seed-reference'
import { KYERO_PHOTOS, kyeroFeed, testHttpServer, type TestHttpServer } from '../helpers/kyero-feed'
import { useServer } from '../helpers/server'

// The agency's own network, as far as this test goes: 127.0.0.2. The rest of this machine is not.
vi.hoisted(() => {
  process.env.IMPORT_ALLOW_HOSTS = '127.0.0.2'
})

const server = useServer()
/** A service of this machine that imports must never reach. */
let inside: TestHttpServer
/** A server imports may use. */
let allowed: TestHttpServer
let dir: string

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kyero-addresses-'))
  inside = await testHttpServer('127.0.0.1', kyeroFeed([{ id: 'INSIDE-1' }]))
  allowed = await testHttpServer('127.0.0.2', kyeroFeed([{ id: 'ALLOWED-1' }]))
  await seedCountries(server.payload)
  await seedItems(server.payload)
})
afterAll(async () => {
  await inside?.close()
  await allowed?.close()
  fs.rmSync(dir, { recursive: true, force: true })
})

const media = async () => (await server.payload.count({ collection: 'media' })).totalDocs
const imagesOf = async (ref: string) =>
  (
    await server.payload.find({
      collection: 'offers',
      where: { of_ref: { equals: ref } },
      draft: true,
      depth: 0,
    })
  ).docs[0]?.images
const failures = (report: ImportReport) =>
  report.messages.filter((m) => /^Photo /.test(m.message)).map((m) => m.message)

/** Imports a feed file written with this XML at this path under the test's folder. */
async function importFile(file: string, xml: string, feedName: string) {
  const full = path.join(dir, file)
  fs.mkdirSync(path.dirname(full), { recursive: true })
  fs.writeFileSync(full, xml)
  return importKyeroFeed(server.payload, await openFeedFile(full), { feedName })
}

describe('photo addresses', () => {
  it('refuses those of this machine and its network, however written and through redirects', async () => {
    const port = new URL(inside.origin).port
    const refused = [
      `${inside.origin}/photos/terrace.jpg`,
      `http://2130706433:${port}/photos/terrace.jpg`,
      `http://0x7f.1:${port}/photos/terrace.jpg`,
      `http://0.0.0.0:${port}/photos/terrace.jpg`,
      `http://localhost:${port}/photos/terrace.jpg`,
      `http://[::ffff:127.0.0.1]:${port}/photos/terrace.jpg`,
      `http://[::1]:${port}/photos/terrace.jpg`,
      `${allowed.origin}/redirect?to=${encodeURIComponent(`${inside.origin}/photos/pool.png`)}`,
    ]
    const before = await media()
    const report = await importFile(
      'remote/feed.xml',
      kyeroFeed([{ id: 'SSRF-1', images: [...refused, `${allowed.origin}/photos/terrace.jpg`] }]),
      'ssrf',
    )
    expect(report.fatal).toBeUndefined()
    // What answered at each address is not said: only that it was not allowed.
    expect(failures(report)).toEqual(
      refused.map((a) => `Photo ${a} not imported: address not allowed`),
    )
    expect(await imagesOf('SSRF-1')).toHaveLength(1)
    expect(await media()).toBe(before + 1)
    expect(inside.asked).toEqual([])
    expect(allowed.asked).toEqual(['/redirect', '/photos/terrace.jpg'])
  })

  it('reads local photos only under the folder of a local feed file', async () => {
    const feeds = path.join(dir, 'feeds')
    fs.mkdirSync(path.join(feeds, 'photos'), { recursive: true })
    fs.copyFileSync(path.join(KYERO_PHOTOS, 'pool.png'), path.join(feeds, 'photos/pool.png'))
    fs.copyFileSync(path.join(KYERO_PHOTOS, 'terrace.jpg'), path.join(feeds, 'photos/terrace.jpg'))
    fs.copyFileSync(path.join(KYERO_PHOTOS, 'terrace.jpg'), path.join(dir, 'secret.jpg'))
    fs.symlinkSync(path.join(dir, 'secret.jpg'), path.join(feeds, 'photos/link.jpg'))
    const refused = [
      '../secret.jpg',
      'photos/../../secret.jpg',
      path.join(dir, 'secret.jpg'),
      `file://${path.join(dir, 'secret.jpg')}`,
      'file:///etc/hostname',
      'photos/link.jpg',
    ]
    const before = await media()
    const report = await importFile(
      'feeds/feed.xml',
      kyeroFeed([
        {
          id: 'LOCAL-1',
          images: [
            'photos/pool.png',
            `file://${path.join(feeds, 'photos/terrace.jpg')}`,
            ...refused,
          ],
        },
      ]),
      'local',
    )
    expect(failures(report)).toEqual(
      refused.map((a) => `Photo ${a} not imported: not in the feed file's folder`),
    )
    expect(await imagesOf('LOCAL-1')).toHaveLength(2)
    expect(await media()).toBe(before + 2)
  })
})

describe('feed addresses', () => {
  it('refuses those of this machine, saying the same whether anything answers there or not', async () => {
    const addresses = [
      `${inside.origin}/feed.xml`,
      'http://127.0.0.1:1/feed.xml',
      `http://[::]:${new URL(inside.origin).port}/feed.xml`,
      `${allowed.origin}/redirect?to=${encodeURIComponent(`${inside.origin}/feed.xml`)}`,
    ]
    for (const address of addresses)
      await expect(openFeedAddress(address)).rejects.toMatchObject({
        name: 'FeedError',
        message: `The feed at ${address} could not be fetched: address not allowed`,
      })
    expect(inside.asked).toEqual([])
  })

  it('imports from an allowed address', async () => {
    const report = await importKyeroFeed(
      server.payload,
      await openFeedAddress(`${allowed.origin}/feed.xml`),
      { feedName: 'allowed' },
    )
    expect(report.fatal).toBeUndefined()
    expect(report.counts.created).toBe(1)
  })

  it('records an import asked in the admin for a refused address as failed, with why', async () => {
    const doc = await server.payload.create({
      collection: 'feed-imports',
      data: { sourceUrl: `${inside.origin}/feed.xml`, feedName: 'inside' },
      depth: 0,
    })
    let done: FeedImport = doc
    const started = Date.now()
    while (done.status !== 'done' && done.status !== 'failed') {
      if (Date.now() - started > 45_000) throw new Error(`still ${done.status} after 45 s`)
      await new Promise((r) => setTimeout(r, 250))
      done = await server.payload.findByID({ collection: 'feed-imports', id: doc.id, depth: 0 })
    }
    expect(done.status).toBe('failed')
    expect((done.report as unknown as ImportReport).fatal).toBe(
      `The feed at ${inside.origin}/feed.xml could not be fetched: address not allowed`,
    )
    expect(inside.asked).toEqual([])
  })
})
