import fs from 'node:fs'
import path from 'node:path'

import { beforeAll, expect, it } from 'vitest'

import type { ImportReport } from '@cms/domain/portals/import/import-kyero'
import { seedCountries, seedItems } from '@cms/seed/seed-reference'
import { finishedImport } from '../helpers/finished-import'
import { useServer } from '../helpers/server'

const server = useServer()
const FIXTURES = path.resolve('tests/fixtures/kyero')

beforeAll(async () => {
  await seedCountries(server.payload)
  await seedItems(server.payload)
})

const finished = (id: number | string) => finishedImport(server.payload, id)

const upload = (name: string) => {
  const data = fs.readFileSync(path.join(FIXTURES, name))
  return { data, mimetype: 'application/xml', name, size: data.length }
}

it('refuses an import with neither a file nor an address, naming the field', async () => {
  await expect(
    server.payload.create({ collection: 'feed-imports', data: {}, depth: 0 }),
  ).rejects.toThrow(/sourceUrl/)
})

it('runs an uploaded feed as a queued job, writing its progress and its report', async () => {
  const doc = await server.payload.create({
    collection: 'feed-imports',
    data: { absentRule: 'keep' },
    file: upload('missing-id.xml'),
    depth: 0,
  })
  expect(doc).toMatchObject({ status: 'queued', feedName: 'missing-id.xml' })
  expect(doc.label).toMatch(/^missing-id\.xml – /)
  const done = await finished(doc.id)
  expect(done).toMatchObject({ status: 'done', processed: 2, total: 2 })
  expect(done.finishedAt).toBeTruthy()
  const report = done.report as unknown as ImportReport
  expect(report.counts).toMatchObject({ created: 1, skipped: 1 })
  expect(report.messages.some((m) => /no <id>/.test(m.message))).toBe(true)
  const offers = await server.payload.find({
    collection: 'offers',
    where: { of_import_source: { equals: 'missing-id.xml' } },
    draft: true,
    depth: 0,
  })
  expect(offers.docs.map((o) => o.of_ref)).toEqual(['NOID-2'])
}, 180_000)

it('records a feed it cannot read as failed, with why', async () => {
  const doc = await server.payload.create({
    collection: 'feed-imports',
    data: { feedName: 'bomb' },
    file: upload('bomb.xml'),
    depth: 0,
  })
  const done = await finished(doc.id)
  expect(done.status).toBe('failed')
  expect((done.report as unknown as ImportReport).fatal).toMatch(/DOCTYPE/)
}, 180_000)
