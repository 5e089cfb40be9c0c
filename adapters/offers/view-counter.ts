import { isbot } from 'isbot'
import type { Payload, Where } from 'payload'

import { utcDay } from '@cms/schema/collections/OfferViews'
import { createRecentViews } from './recent-views'

/** A page view counts when a browser that says what it is asked for it; robots and bare scripts do not. */
export const isCountedVisitor = (userAgent: string | undefined): boolean =>
  !!userAgent && !isbot(userAgent)

const KEY_SEPARATOR = '\n'

/**
 * Daily view counts of offers, added up in memory and written in batches (every `flushMs` and when
 * the server closes) to `offer-views`, one row per offer and UTC day: a page view costs a map
 * update, not a database write. Only offers that were answered are counted (callers count after
 * a found offer), so the map holds at most one entry per public offer and day. Views are keyed by
 * slug and resolved to offers at flush time. A visitor's repeated views of one offer within the
 * period count once; nothing about the visitor is written (see recent-views).
 */
export function createViewCounter(payload: Payload, { flushMs }: { flushMs: number }) {
  let pending = new Map<string, number>()
  let timer: NodeJS.Timeout | null = null
  let flushing: Promise<void> = Promise.resolve()

  const seen = createRecentViews()

  /** Counts a view of `slug` by `visitor` (its address), unless the same visitor viewed it within the period. */
  function count(
    slug: string,
    userAgent: string | undefined,
    visitor: string | undefined,
    at: Date = new Date(),
  ): boolean {
    if (!slug || !isCountedVisitor(userAgent) || !seen.firstIn(visitor, slug, at.getTime()))
      return false
    const key = `${utcDay(at)}${KEY_SEPARATOR}${slug}`
    pending.set(key, (pending.get(key) ?? 0) + 1)
    // Started by the first view: a server nobody visits writes nothing; it never keeps the process alive.
    timer ??= setInterval(() => void flush(), flushMs).unref()
    return true
  }

  /** Adds `n` to the (offer, day) row, atomically, creating the row on its first views. */
  async function add(offer: number | string, day: string, n: number) {
    const where: Where = { and: [{ offer: { equals: offer } }, { day: { equals: day } }] }
    const inc = () =>
      payload.db.updateOne({
        collection: 'offer-views',
        where,
        data: { count: { $inc: n } },
        options: { atomic: true },
        returning: true,
      })
    if (await inc()) return
    try {
      await payload.create({
        collection: 'offer-views',
        data: { offer: offer as number, day, count: n },
        overrideAccess: true,
        depth: 0,
      })
    } catch (err) {
      // Another instance created the row meanwhile (unique per offer and day): add to it.
      if (!(await inc())) throw err
    }
  }

  async function write(batch: Map<string, number>) {
    const slugs = [...new Set([...batch.keys()].map((k) => k.split(KEY_SEPARATOR)[1] as string))]
    const found = await payload.find({
      collection: 'offers',
      where: { of_slug_fr: { in: slugs } },
      select: { of_slug_fr: true },
      depth: 0,
      pagination: false,
      overrideAccess: true,
    })
    const idOf = new Map(found.docs.map((o) => [o.of_slug_fr, o.id]))
    for (const [key, n] of batch) {
      const [day, slug] = key.split(KEY_SEPARATOR) as [string, string]
      const id = idOf.get(slug)
      // An offer renamed or deleted since its views: they are dropped, not kept forever.
      if (id === undefined) continue
      try {
        await add(id, day, n)
      } catch (err) {
        // Kept for the next flush: a database hiccup loses no views.
        pending.set(key, (pending.get(key) ?? 0) + n)
        payload.logger.error({ err, slug, day }, 'offer views: could not write a count')
      }
    }
  }

  /** Writes what was counted since the last flush; flushes never overlap. */
  function flush(): Promise<void> {
    flushing = flushing.then(async () => {
      if (pending.size === 0) return
      const batch = pending
      pending = new Map()
      await write(batch).catch((err: unknown) => {
        for (const [key, n] of batch) pending.set(key, (pending.get(key) ?? 0) + n)
        payload.logger.error({ err }, 'offer views: could not write the counts')
      })
    })
    return flushing
  }

  async function close() {
    if (timer) clearInterval(timer)
    timer = null
    await flush()
  }

  return {
    count,
    flush,
    close,
    pendingViews: () => [...pending.values()].reduce((a, b) => a + b, 0),
  }
}

export type ViewCounter = ReturnType<typeof createViewCounter>
