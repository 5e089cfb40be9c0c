import type { CollectionSlug, GlobalSlug, Payload } from 'payload'

import { prepareAnswer, type PreparedAnswer } from './http/compression'
import { createWorkQueue } from './work-queue'

/** Everything the public answers are made of: a change to any of them changes the data version. */
const SOURCES: CollectionSlug[] = [
  'offers',
  'buildings',
  'distances',
  'countries',
  'items',
  'districts',
  'translations',
  'media',
]
/** Settings and texts the public pages show (the cost-of-buying rates, the exchange rates, the content pages): a save changes the data version too. */
const GLOBAL_SOURCES: GlobalSlug[] = ['purchase-costs', 'exchange-rates', 'content-pages']

type Entry = { version: string; answer: PreparedAnswer }

/** JSON answers computed at once; two keep both cores' worth of database and compression work busy. */
const MISSES_AT_ONCE = 2

/**
 * Serialized public answers (offer lists, details, tiles, reference data), reused while the
 * data has not changed. The data version is the latest `updatedAt` and the count of every
 * source collection (so edits, creations and deletions all change it); it is re-read in the
 * background at most every `revalidateMs` (0: on every request, waited for), so an edit shows
 * within that delay of the next request.
 * A JSON answer is kept with its hash (its strong ETag) and its Brotli and gzip variants, made
 * once when it is stored (see prepareAnswer), so that a request costs no hashing nor compressing.
 * Bounded by total size (keys and variants included) and by number of entries; the least recently used answers
 * go first. Failures (an unknown slug answered 404) are never kept, so made-up keys cost no memory.
 */
export function createPublicCache(
  payload: Payload,
  { revalidateMs = 1000, maxBytes = 64 * 1024 * 1024, maxEntries = 5000 } = {},
) {
  let version = ''
  // Raised each time the version changes: answers and renders compare it cheaply, in order.
  let generation = 0
  let checkedAt = -Infinity
  let checking: Promise<string> | null = null
  const entries = new Map<string, Entry>()
  const computing = new Map<string, Promise<PreparedAnswer>>()
  const misses = createWorkQueue(MISSES_AT_ONCE)
  let bytes = 0

  async function readVersion(): Promise<string> {
    const parts = await Promise.all(
      SOURCES.map(async (collection) => {
        const [latest, count] = await Promise.all([
          payload.find({
            collection,
            sort: '-updatedAt',
            limit: 1,
            pagination: false,
            depth: 0,
            select: { updatedAt: true },
            overrideAccess: true,
          }),
          payload.count({ collection, overrideAccess: true }),
        ])
        return `${(latest.docs[0] as { updatedAt?: string } | undefined)?.updatedAt ?? ''}/${count.totalDocs}`
      }),
    )
    const globals = await Promise.all(
      // Only the date is read: the content pages' texts are not loaded on every check.
      GLOBAL_SOURCES.map(
        async (slug) =>
          (
            (await payload.findGlobal({
              slug,
              select: { updatedAt: true },
              depth: 0,
              overrideAccess: true,
            })) as { updatedAt?: string | null }
          ).updatedAt ?? '',
      ),
    )
    return [...parts, ...globals].join('|')
  }

  /**
   * The data version requests are answered against. Once one is known, a request never waits for
   * the next check: it starts in the background when the last one is older than `revalidateMs`,
   * and the answers kept meanwhile go on being served (a flood of slow queries cannot hold back
   * what is already kept). Only the first request, or every request with `revalidateMs` 0, waits.
   */
  function currentVersion(): Promise<string> {
    if (Date.now() - checkedAt < revalidateMs) return Promise.resolve(version)
    checking ??= readVersion()
      .then((v) => {
        if (v !== version) generation++
        version = v
        checkedAt = Date.now()
        return v
      })
      .finally(() => {
        checking = null
      })
    const known = checkedAt > -Infinity
    if (revalidateMs === 0 || !known) return checking
    checking.catch((err: unknown) =>
      payload.logger.error(
        { err },
        'public cache: the data version could not be read; answers kept are served meanwhile',
      ),
    )
    return Promise.resolve(version)
  }

  const sizeOf = (key: string, { answer }: Entry) =>
    answer.body.length + (answer.br?.length ?? 0) + (answer.gzip?.length ?? 0) + key.length * 2

  function remember(key: string, entry: Entry) {
    const old = entries.get(key)
    if (old) bytes -= sizeOf(key, old)
    entries.delete(key)
    entries.set(key, entry)
    bytes += sizeOf(key, entry)
    for (const [k, e] of entries) {
      if (bytes <= maxBytes && entries.size <= maxEntries) break
      entries.delete(k)
      bytes -= sizeOf(k, e)
    }
  }

  /**
   * The JSON answer for `key`, ready to send (sendPrepared), computed by `compute` only when the
   * data changed since. Answers made anew take their turn in one line (they read the database and
   * call nothing that waits on this cache), so kept answers are served in between.
   */
  const json = (key: string, compute: () => Promise<unknown>): Promise<PreparedAnswer> =>
    kept(key, () =>
      misses.run(async () => prepareAnswer(Buffer.from(JSON.stringify(await compute())))),
    )

  /** Any answer's bytes for `key` (a PDF sheet: not compressed), computed by `compute` only when the data changed since. */
  const bytesOf = async (key: string, compute: () => Promise<Buffer>): Promise<Buffer> =>
    (await kept(key, async () => prepareAnswer(await compute(), { encode: false }))).body

  async function kept(
    key: string,
    compute: () => Promise<PreparedAnswer>,
  ): Promise<PreparedAnswer> {
    const v = await currentVersion()
    const made = generation
    const hit = entries.get(key)
    if (hit?.version === v) {
      entries.delete(key)
      entries.set(key, hit)
      return hit.answer
    }
    const flightKey = `${v}\u0000${key}`
    let pending = computing.get(flightKey)
    if (!pending) {
      pending = compute()
        .then((answer) => {
          answer.dataGeneration = made
          remember(key, { version: v, answer })
          return answer
        })
        .finally(() => computing.delete(flightKey))
      computing.set(flightKey, pending)
    }
    return pending
  }

  /** Any compressible answer's bytes for `key` (a rendered page), hashed and compressed once, computed only when the data changed since. */
  const prepared = (key: string, compute: () => Promise<Buffer>): Promise<PreparedAnswer> =>
    kept(key, async () => prepareAnswer(await compute()))

  /** The generation of the public data now (re-read like the version): kept answers tagged with it are current. */
  const dataGeneration = async (): Promise<number> => {
    await currentVersion()
    return generation
  }

  return {
    json,
    bytes: bytesOf,
    prepared,
    dataGeneration,
    size: () => ({ entries: entries.size, bytes }),
  }
}

export type PublicCache = ReturnType<typeof createPublicCache>
