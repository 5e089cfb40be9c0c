import { beforeAll, expect, it } from 'vitest'

import type { FeedImport } from '@cms/payload-types'
import type { ImportReport } from '@cms/domain/portals/import/import-kyero'
import { seedCountries, seedItems } from '@cms/seed/seed-reference'
import { finishedImport } from '../helpers/finished-import'
import { useServer } from '../helpers/server'

/** Feeds built to exhaust the reader: each is refused by its structure, and the server goes on. */
const server = useServer()

beforeAll(async () => {
  await seedCountries(server.payload)
  await seedItems(server.payload)
})

const finished = (id: number | string) => finishedImport(server.payload, id)

async function importOf(name: string, xml: string): Promise<FeedImport> {
  const data = Buffer.from(xml)
  const doc = await server.payload.create({
    collection: 'feed-imports',
    data: { feedName: name },
    file: { data, mimetype: 'application/xml', name: `${name}.xml`, size: data.length },
    depth: 0,
  })
  return finished(doc.id)
}

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n<root><kyero><feed_version>3</feed_version>'

it.each([
  [
    'deep',
    // Well-formed: two hundred thousand levels, each closed.
    `${HEAD}${'<a>'.repeat(200_000)}${'</a>'.repeat(200_000)}</kyero></root>`,
    /line 2, column \d+: <a> is nested deeper than 5 levels/,
  ],
  [
    'script',
    `${HEAD}</kyero><h:script xmlns:h="http://www.w3.org/1999/xhtml">fetch('/cms-api/users')</h:script></root>`,
    /<h:script> is not allowed in <root>: only <kyero> and <property> are/,
  ],
  [
    'xhtml-root',
    '<root xmlns="http://www.w3.org/1999/xhtml"><kyero><feed_version>3</feed_version></kyero></root>',
    /a plain <root>, without attributes or namespaces \(it has xmlns\)/,
  ],
  ['many', `${HEAD}${'<x/>'.repeat(3_000_001)}</kyero></root>`, /more than 3000000 elements/],
])(
  'refuses the %s feed with why, and the server keeps answering',
  async (name, xml, why) => {
    const done = await importOf(name, xml)
    expect(done.status).toBe('failed')
    expect((done.report as unknown as ImportReport).fatal).toMatch(why)
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200)
  },
  180_000,
)
