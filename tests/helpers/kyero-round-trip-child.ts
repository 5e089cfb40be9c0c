/**
 * The far side of the Kyero round trip, as a separate process on an empty database (its
 * DATABASE_URI and DATA_DIR come from the environment): loads the reference data only (items,
 * countries, district names), the publishing rules it is given, and one portal taking every
 * offer; imports the feed file, publishing what is complete; then builds that portal's feed.
 * Arguments: the feed file, the file to write the result to (JSON), the site origin for the new
 * feed, and the publishing rules (JSON).
 */
import fs from 'node:fs'

const [feedFile, outFile, origin, rules] = process.argv.slice(2)
process.env.JOBS = 'off'

const { initPayload } = await import('../../cms/init-payload')
const { seedCountries, seedDistricts, seedItems } = await import('../../cms/seed/seed-reference')
const { existingMedia } = await import('../../cms/seed/media-pool')
const { openFeedFile } = await import('../../cms/portals/import/feed-source')
const { importKyeroFeed } = await import('../../cms/portals/import/import-kyero')
const { buildFeed } = await import('../../adapters/feeds/build-feed')
const { newFeedToken } = await import('../../cms/collections/Portals/feed-token')

const payload = await initPayload()
await seedCountries(payload)
await seedItems(payload)
await seedDistricts(payload, 'small', await existingMedia(payload))
await payload.updateGlobal({
  slug: 'publishing-rules',
  data: JSON.parse(rules) as Record<string, unknown>,
})
const portal = await payload.create({
  collection: 'portals',
  data: {
    name: 'Round trip',
    format: 'kyero',
    token: newFeedToken(),
    includeAll: true,
    active: true,
  },
  overrideAccess: true,
  depth: 0,
})
const report = await importKyeroFeed(payload, await openFeedFile(feedFile), {
  feedName: 'round-trip',
  publishComplete: true,
})
const feed = await buildFeed(payload, portal, origin)
const offers = await payload.find({
  collection: 'offers',
  draft: true,
  locale: 'all',
  depth: 1,
  pagination: false,
  limit: 0,
  overrideAccess: true,
})
fs.writeFileSync(
  outFile,
  JSON.stringify({ report, xml: feed.xml, refused: feed.refused, offers: offers.docs }),
)
process.stdout.write('ROUND TRIP DONE\n')
process.exit(0)
