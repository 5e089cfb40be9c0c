/**
 * Server B of the Kyero round trip (tests/int/feeds-round-trip.test.ts): another app process on
 * an empty database (DATABASE_URI and DATA_DIR come from the environment), since Payload is one
 * instance a process. It loads only what mapping offers needs — the reference items, countries
 * and district names — and one Kyero portal taking every offer, and prints `B READY`; at the
 * first line on its stdin (the feed file is written), imports that file (the photos downloaded
 * from the addresses the feed names, server A's), publishing what is complete; writes what it
 * stored, read back through Payload, to a JSON file; prints `ROUND TRIP READY <origin> <token>`
 * and serves (its feed, its photos) until SIGTERM.
 * Arguments: the feed file, the JSON file to write.
 */
import fs from 'node:fs'
import net from 'node:net'

const [feedFile, outFile] = process.argv.slice(2)
if (!feedFile || !outFile) throw new Error('usage: round-trip-child.ts <feed.xml> <out.json>')

// The feed gives addresses on the site's public origin: it must be this server's own, so it is
// chosen before the configuration is first read (PUBLIC_URL is otherwise the test's fixed one).
const port = await new Promise<number>((resolve, reject) => {
  const probe = net.createServer()
  probe.once('error', reject)
  probe.listen(0, () => {
    const { port: free } = probe.address() as net.AddressInfo
    probe.close(() => resolve(free))
  })
})
process.env.PUBLIC_URL = `http://localhost:${port}`
process.env.JOBS = 'off'
// Server A, whose photos B downloads, is on this machine: imports refuse it unless allowed.
process.env.IMPORT_ALLOW_HOSTS = 'localhost'
process.env.SEED_ON_START = 'false'

const { startServer } = await import('../../adapters/server')
const { seedCountries, seedDistricts, seedItems } = await import('@cms/seed/seed-reference')
const { existingMedia } = await import('@cms/seed/media-pool')
const { newFeedToken } = await import('@cms/schema/collections/Portals/feed-token')
const { openFeedFile } = await import('@cms/domain/portals/import/feed-source')
const { importKyeroFeed } = await import('@cms/domain/portals/import/import-kyero')

const running = await startServer({ admin: false, seed: false, port })
const { payload } = running

// Reference data only: no demo offer, building or photo (the district tiles bring their own).
await seedCountries(payload)
await seedItems(payload)
await seedDistricts(payload, 'small', await existingMedia(payload))
const portal = await payload.create({
  collection: 'portals',
  data: { name: 'Kyero', format: 'kyero', token: newFeedToken(), active: true, includeAll: true },
  overrideAccess: true,
  depth: 0,
})
const before = await payload.count({ collection: 'offers', overrideAccess: true })

// Booted while server A loads its demo data: the feed file is complete once a line comes in.
process.stdout.write('B READY\n')
await new Promise<void>((resolve, reject) => {
  process.stdin.once('data', () => resolve())
  process.stdin.once('end', () => reject(new Error('no go-ahead: stdin closed')))
})

const report = await importKyeroFeed(payload, await openFeedFile(feedFile), {
  feedName: 'round-trip',
  publishComplete: true,
})

const all = (collection: 'offers' | 'buildings' | 'countries' | 'items' | 'media' | 'districts') =>
  payload
    .find({
      collection,
      depth: 0,
      pagination: false,
      limit: 0,
      overrideAccess: true,
      // Offers: their latest version, a draft included, and every language of their texts;
      // districts: their English names, as feeds write them.
      ...(collection === 'offers' ? { draft: true, locale: 'all' as 'fr' } : {}),
      ...(collection === 'districts' ? { locale: 'en' as const } : {}),
    })
    .then((r) => r.docs)

fs.writeFileSync(
  outFile,
  JSON.stringify({
    origin: running.url,
    token: portal.token,
    offersBefore: before.totalDocs,
    report,
    offers: await all('offers'),
    buildings: await all('buildings'),
    countries: await all('countries'),
    items: await all('items'),
    media: await all('media'),
    districts: await all('districts'),
  }),
)
process.stdout.write(`ROUND TRIP READY ${running.url} ${portal.token}\n`)
process.on('SIGTERM', () => void running.close().then(() => process.exit(0)))
