import type { Payload } from 'payload'

import { onDataChange } from '@cms/changes/data-changes'
import { noteReads, type ReadTag, recordReads } from '@cms/changes/data-reads'
import { prepareAnswer, type PreparedAnswer } from '../http/compression'
import { createWorkQueue } from '../work-queue'
import { publicSources } from './public-sources'
import { createTaggedStore } from './tagged-store'
import { ANY_PUBLIC, sourceOf, touchOf } from './tags'
import { createVersionPoll } from './version-poll'

/** JSON answers computed at once; two keep both cores' worth of database and compression work busy. */
const MISSES_AT_ONCE = 2
/** From this size an answer is kept and sent at once in a quick Brotli, its kept Brotli and gzip variants made after (see prepareAnswer). */
const COMPRESS_LATER_BYTES = 64 * 1024

type Made = { answer: PreparedAnswer; tags: ReadonlySet<ReadTag> }

/** An answer's JSON bytes joined from parts serialized once (a long list of kept cards), sent as they are. */
export class JsonBytes {
  constructor(readonly bytes: Buffer) {}
}

/**
 * Serialized public answers (offer lists, details, tiles, reference data, rendered pages), each
 * kept with the tags of what it read (recorded by the collections' and globals' hooks while it was
 * computed: see cms/changes/data-reads.ts) and dropped when a change touches one of them, as soon as the
 * change is told (cms/changes/data-changes.ts): an offer's edit drops that offer's answers and the lists,
 * not the districts or the translations. An answer that read nothing known (a page rendered
 * through HTTP) is dropped by any public change; a change to a public source no answer was seen
 * reading drops everything.
 * Changes saved by another instance come through Redis (`changesShared(true)`); without it the
 * data's version is checked every `revalidateMs` (0: on every request, waited for) as a fallback.
 * A JSON answer is kept with its hash (its strong ETag) and its Brotli and gzip variants, made once
 * (a large one's after it is first sent), so that a request costs no hashing nor compressing.
 * Bounded by total size (keys and variants included) and by number of entries; the least recently used answers
 * go first. Failures (an unknown slug answered 404) are never kept, so made-up keys cost no memory.
 */
export function createPublicCache(
  payload: Payload,
  { revalidateMs = 1000, maxBytes = 64 * 1024 * 1024, maxEntries = 5000 } = {},
) {
  const store = createTaggedStore<PreparedAnswer>({
    maxEntries,
    maxBytes,
    sizeOf: (key, a) =>
      a.body.length + (a.br?.length ?? 0) + (a.gzip?.length ?? 0) + key.length * 2,
  })
  const computing = new Map<string, Promise<Made>>()
  const misses = createWorkQueue(MISSES_AT_ONCE)
  const compressions = createWorkQueue(1)
  const sources = publicSources(payload)
  // The sources some kept answer was seen reading: a change to a public one not among them drops everything.
  const declared = new Set<string>()
  // Raised by each change that touched something: answers and renders compare it cheaply.
  let generation = 0
  let computes = 0
  // What the metrics read: requests answered from the store, and the others.
  let found = 0
  let notFound = 0

  const stopListening = onDataChange(payload, (change) => {
    const touch = touchOf(change, sources.isPublic, (s) => declared.has(s))
    if (
      !touch.everything &&
      !touch.tags.includes(ANY_PUBLIC) &&
      !touch.tags.some((t) => declared.has(t))
    )
      return
    generation++
    store.apply(touch)
    // Answers under way may have read the old data: later requests do not wait for them.
    computing.clear()
  })

  const poll = createVersionPoll(payload, () => sources.all())
  let shared = false
  let checkedAt = -Infinity
  let checking: Promise<void> | null = null

  /** Checks the data's version when no shared channel tells of other instances' changes; waited for only with `revalidateMs` 0. */
  function checkVersion(): Promise<void> {
    if (shared || Date.now() - checkedAt < revalidateMs) return Promise.resolve()
    // The check reads every public source: outside the recording of the answer that happened to start it.
    checking ??= sources.ready
      .then(() => recordReads(() => poll.check(), null))
      .then(() => {
        checkedAt = Date.now()
      })
      .finally(() => {
        checking = null
      })
    if (revalidateMs === 0) return checking
    checking.catch((err: unknown) =>
      payload.logger.error(
        { err },
        'public cache: the data version could not be read; answers kept are served meanwhile',
      ),
    )
    return Promise.resolve()
  }

  async function kept(key: string, compute: () => Promise<Made>): Promise<PreparedAnswer> {
    await checkVersion()
    const hit = store.get(key)
    if (hit) {
      found++
      noteReads(hit.tags)
      return hit.value
    }
    notFound++
    let flight = computing.get(key)
    if (!flight) {
      const since = store.epoch()
      const made = generation
      computes++
      const started: Promise<Made> = compute()
        .then(({ answer, tags }) => {
          answer.dataGeneration = made
          if (store.keep(key, answer, tags, since))
            for (const t of tags) {
              const source = sourceOf(t)
              if (source) declared.add(source)
            }
          return { answer, tags }
        })
        .finally(() => {
          if (computing.get(key) === started) computing.delete(key)
        })
      computing.set(key, started)
      flight = started
    }
    // The answer's tags go to the answer being computed around this call, if any (a page reading JSON answers).
    const { answer, tags } = await flight
    noteReads(tags)
    return answer
  }

  /** Runs `compute` recording what it reads; an answer that read nothing known depends on any public change. */
  async function recorded<T>(compute: () => Promise<T>): Promise<{ value: T; tags: Set<ReadTag> }> {
    const result = await recordReads(compute, null)
    if (!result.tags.size) result.tags.add(ANY_PUBLIC)
    return result
  }

  /** Hashes `body` now; a large body is compressed quickly now, its kept variants made in the background take its place when ready. */
  async function prepareSoon(key: string, body: Buffer): Promise<PreparedAnswer> {
    if (body.length < COMPRESS_LATER_BYTES) return prepareAnswer(body)
    const quick = await prepareAnswer(body, { encode: 'quick' })
    setImmediate(() => {
      compressions
        .run(async () => {
          if (!store.has(key)) return
          const encoded = await prepareAnswer(body)
          store.replace(key, quick, { ...encoded, dataGeneration: quick.dataGeneration })
        })
        .catch((err: unknown) =>
          payload.logger.error({ err }, `public cache: compressing ${key} failed`),
        )
    })
    return quick
  }

  /**
   * The JSON answer for `key`, ready to send (sendPrepared), computed by `compute` only when what
   * it read changed since. Answers made anew take their turn in one line (they read the database
   * and call nothing that waits on this cache), so kept answers are served in between.
   */
  const json = (key: string, compute: () => Promise<unknown>): Promise<PreparedAnswer> =>
    kept(key, () =>
      misses.run(async () => {
        const { value, tags } = await recorded(compute)
        const body = value instanceof JsonBytes ? value.bytes : Buffer.from(JSON.stringify(value))
        return { answer: await prepareSoon(key, body), tags }
      }),
    )

  /** Any answer's bytes for `key` (a PDF sheet: not compressed), computed by `compute` only when what it read changed since. */
  const bytesOf = async (key: string, compute: () => Promise<Buffer>): Promise<Buffer> =>
    (
      await kept(key, async () => {
        const { value, tags } = await recorded(compute)
        return { answer: await prepareAnswer(value, { encode: 'none' }), tags }
      })
    ).body

  /** Any compressible answer's bytes for `key` (a rendered page), hashed and compressed once, computed only when what it read changed since. */
  const prepared = (key: string, compute: () => Promise<Buffer>): Promise<PreparedAnswer> =>
    kept(key, async () => {
      const { value, tags } = await recorded(compute)
      return { answer: await prepareSoon(key, value), tags }
    })

  /** The generation of the public data now: kept answers tagged with it are current. */
  const dataGeneration = async (): Promise<number> => {
    await checkVersion()
    return generation
  }

  return {
    json,
    bytes: bytesOf,
    prepared,
    dataGeneration,
    /** Whether another instance's changes reach this one through a shared channel (then the version is not checked). */
    changesShared: (up: boolean) => {
      shared = up
    },
    /** How many answers were computed since the start (kept ones are not): what tests and the bench count. */
    computes: () => computes,
    /** Answers served from the cache, and those not found in it (made anew or joined while being made), since the start. */
    hits: () => found,
    misses: () => notFound,
    size: () => store.size(),
    /** Stops listening to changes (the server is closing). */
    close: () => {
      stopListening()
      poll.stop()
    },
  }
}

export type PublicCache = ReturnType<typeof createPublicCache>
