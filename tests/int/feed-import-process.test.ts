import fs from 'node:fs'
import path from 'node:path'

import { expect, it, vi } from 'vitest'

import type { FeedImport } from '@cms/payload-types'
import type { ImportReport } from '@cms/domain/portals/import/import-kyero'
import { useServer } from '../helpers/server'

// Imports run in a process of their own whose memory is limited: here so little that the import's
// process dies of it, as it would of a feed that needed too much. Set before the configuration is read.
vi.hoisted(() => {
  process.env.FEED_IMPORT_MEMORY_MB = '16'
})

const server = useServer()

it('an import whose process dies is failed with why, and the server keeps answering', async () => {
  const data = fs.readFileSync(path.resolve('tests/fixtures/kyero/missing-id.xml'))
  const doc = await server.payload.create({
    collection: 'feed-imports',
    data: {},
    file: { data, mimetype: 'application/xml', name: 'missing-id.xml', size: data.length },
    depth: 0,
  })
  let done: FeedImport
  for (;;) {
    done = await server.payload.findByID({ collection: 'feed-imports', id: doc.id, depth: 0 })
    if (done.status === 'done' || done.status === 'failed') break
    await new Promise((r) => setTimeout(r, 250))
  }
  expect(done.status).toBe('failed')
  expect((done.report as unknown as ImportReport).fatal).toMatch(
    /^The import stopped with its process: it needed more than 16 MB of memory/,
  )
  expect(done.finishedAt).toBeTruthy()
  expect((await fetch(`${server.url}/readyz`)).status).toBe(200)
  // Nothing was imported, and the job is over (not left running, not queued again).
  expect(await server.payload.count({ collection: 'offers' }).then((r) => r.totalDocs)).toBe(0)
  // The queue records the job's end just after the handler has written the import's document.
  const jobs = async () =>
    (await server.payload.find({ collection: 'payload-jobs', depth: 0 })).docs.filter(
      (j) => j.taskSlug === 'importFeed',
    )
  await expect.poll(async () => (await jobs())[0]?.completedAt, { timeout: 30_000 }).toBeTruthy()
  const [job, ...more] = await jobs()
  expect(job).toMatchObject({ processing: false })
  expect(more).toEqual([])
}, 180_000)
