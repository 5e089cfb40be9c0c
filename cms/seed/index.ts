import type { CollectionSlug, Payload } from 'payload'

import type { ImageSize } from './images/render'
import { ensurePhotoPool, existingMedia, POOL_MAX } from './media-pool'
import { progressBar } from './progress-bar'
import { withFastWrites } from './fast-writes'
import { seedActivity } from './seed-activity'
import { linkDemoEditor, seedClients, seedStaff } from './seed-accounts'
import { seedBuildings } from './seed-buildings'
import { seedRates, seedSavedSearches } from './seed-searches'
import { seedOffers } from './seed-offers'
import { seedNegotiators } from './seed-negotiators'
import { seedPortals } from './seed-portals'
import { seedCountries, seedDistricts, seedItems } from './seed-reference'
import { seedTranslations } from './seed-translations'

export const DEFAULT_OFFERS = 96

export type SeedOptions = {
  offers?: number
  imageSize?: ImageSize
  log?: (line: string) => void
  progress?: boolean
}
export type SeedSummary = Record<
  | 'offers'
  | 'buildings'
  | 'media'
  | 'districts'
  | 'items'
  | 'translations'
  | 'countries'
  | 'distances'
  | 'contacts'
  | 'users',
  number
>

const COUNTED: Array<keyof SeedSummary> = [
  'offers',
  'buildings',
  'media',
  'districts',
  'items',
  'translations',
  'countries',
  'distances',
  'contacts',
  'users',
]

/**
 * Loads the demo data. Everything is upserted by a natural key (reference, name, code, e-mail,
 * file name), so running it again creates nothing, and asking for more offers adds only the
 * missing ones.
 */
export async function seed(payload: Payload, opts: SeedOptions = {}): Promise<SeedSummary> {
  return withFastWrites(payload, () => seedAll(payload, opts))
}

async function seedAll(payload: Payload, opts: SeedOptions): Promise<SeedSummary> {
  const offers = Math.max(0, Math.floor(opts.offers ?? DEFAULT_OFFERS))
  const imageSize = opts.imageSize ?? 'full'
  const log = opts.log ?? (() => {})
  const started = Date.now()
  const step = (what: string) => log(`  ${what} (${((Date.now() - started) / 1000).toFixed(1)} s)`)

  await seedStaff(payload)
  const clientId = await seedClients(payload)
  step('accounts')
  const countries = await seedCountries(payload)
  const items = await seedItems(payload)
  const media = await existingMedia(payload)
  await seedDistricts(payload, imageSize, media)
  step('reference data and district tiles')
  const translations = await seedTranslations(payload, undefined, log)
  step(`site texts (${translations} new)`)
  const buildings = await seedBuildings(payload, countries)
  step('buildings and school distances')
  // Enough distinct photos for variety, capped so that large benchmark sets stay quick to build.
  const pool = await ensurePhotoPool(
    payload,
    Math.min(POOL_MAX, Math.max(18, offers * 2)),
    imageSize,
    media,
  )
  step(`${pool.length} photos`)

  const bar = opts.progress ? progressBar(offers, 'offers') : undefined
  let tenth = -1
  const negotiators = await seedNegotiators(payload)
  await linkDemoEditor(payload)
  const created = await seedOffers(
    payload,
    offers,
    { items, buildings, pool, negotiators },
    (done) => {
      bar?.update(done)
      const t = Math.floor((done / Math.max(1, offers)) * 10)
      if (!bar && t > tenth) {
        tenth = t
        step(`offers ${done}/${offers}`)
      }
    },
  )
  bar?.end()
  step(`${created} new offers`)
  await seedActivity(payload, clientId)
  await seedRates(payload)
  await seedPortals(payload)
  // After the offers: a search only hears of offers listed after it was saved.
  await seedSavedSearches(payload, clientId)
  return summarize(payload)
}

export async function summarize(payload: Payload): Promise<SeedSummary> {
  const counts = await Promise.all(
    COUNTED.map((c) => payload.count({ collection: c as CollectionSlug })),
  )
  return Object.fromEntries(COUNTED.map((c, i) => [c, counts[i].totalDocs])) as SeedSummary
}
