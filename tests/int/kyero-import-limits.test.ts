import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, expect, it, vi } from 'vitest'

import { openFeedFile } from '@cms/domain/portals/import/feed-source'
import { importKyeroFeed, type ImportReport } from '@cms/domain/portals/import/import-kyero'
import { seedCountries, seedItems } from '@cms/seed/seed-reference'
import { kyeroFeed, testHttpServer, type TestHttpServer } from '../helpers/kyero-feed'
import { finishedImport } from '../helpers/finished-import'
import { useServer } from '../helpers/server'

vi.hoisted(() => {
  process.env.IMPORT_ALLOW_HOSTS = '127.0.0.1'
  process.env.IMPORT_FEED_TIMEOUT_S = '1'
  process.env.IMPORT_TIMEOUT_S = '8'
})

const server = useServer()
/** `/trickle.xml` sends a feed a byte at a time, never ending; `/hang` never answers. */
let slow: TestHttpServer
let trickling: NodeJS.Timeout[] = []
let dir: string

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kyero-limits-'))
  slow = await testHttpServer('127.0.0.1', undefined, (req, res) => {
    if (req.url === '/hang') return true
    if (req.url !== '/trickle.xml') return false
    res.writeHead(200, { 'content-type': 'application/xml' })
    res.write('<?xml version="1.0" encoding="UTF-8"?>\n<root>')
    trickling.push(setInterval(() => res.write(' '), 100))
    return true
  })
  await seedCountries(server.payload)
  await seedItems(server.payload)
})
afterAll(async () => {
  trickling.forEach(clearInterval)
  trickling = []
  await slow?.close()
  fs.rmSync(dir, { recursive: true, force: true })
})

const offer = async (ref: string) =>
  (
    await server.payload.find({
      collection: 'offers',
      where: { of_ref: { equals: ref } },
      draft: true,
      depth: 0,
    })
  ).docs[0]

const finished = (id: number | string) => finishedImport(server.payload, id)

it('gives up a feed address that trickles its bytes, and the queue goes on', async () => {
  const address = `${slow.origin}/trickle.xml`
  const stuck = await server.payload.create({
    collection: 'feed-imports',
    data: { sourceUrl: address, feedName: 'trickle' },
    depth: 0,
  })
  const data = Buffer.from(kyeroFeed([{ id: 'AFTER-1' }]))
  const next = await server.payload.create({
    collection: 'feed-imports',
    data: { feedName: 'after' },
    file: { data, mimetype: 'application/xml', name: 'after.xml', size: data.length },
    depth: 0,
  })
  const failed = await finished(stuck.id)
  expect(failed.status).toBe('failed')
  expect((failed.report as unknown as ImportReport).fatal).toBe(
    `The feed at ${address} could not be fetched: not received within 1 s`,
  )
  expect((await finished(next.id)).status).toBe('done')
  expect(await offer('AFTER-1')).toBeDefined()
}, 320_000)

it('stops an import that takes longer than its limit, keeping what it imported before', async () => {
  const file = path.join(dir, 'feed.xml')
  fs.writeFileSync(
    file,
    kyeroFeed([{ id: 'LIMIT-1' }, { id: 'LIMIT-2', images: [`${slow.origin}/hang`] }]),
  )
  const media = (await server.payload.count({ collection: 'media' })).totalDocs
  const report = await importKyeroFeed(server.payload, await openFeedFile(file), {
    feedName: 'limit',
    absentRule: 'unpublish',
  })
  expect(report.fatal).toBe(
    'The import took longer than 8 s and was stopped: the offers read before are imported; run it again for the rest.',
  )
  expect(report.processed).toBe(1)
  expect(await offer('LIMIT-1')).toBeDefined()
  expect(await offer('LIMIT-2')).toBeUndefined()
  expect((await server.payload.count({ collection: 'media' })).totalDocs).toBe(media)
  expect(slow.asked).toContain('/hang')
})
