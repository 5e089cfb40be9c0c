import { LRUCache } from 'lru-cache'

import type { ReadTag } from '@cms/changes/data-reads'
import { anyDocumentOf, anyFieldOf, EVERYTHING, sourceOf, type Touch } from './tags'

type Stored<V> = { value: V; tags: ReadonlySet<ReadTag>; size: number }

// Past this many tags remembered as changed, the record starts over (computations under way are then not kept).
const MAX_CHANGED_TAGS = 50_000

/**
 * Values kept under a key with the tags of what they were made from, dropped when a change touches
 * one of them; the least recently used go first past `maxEntries` or `maxBytes`. Each change
 * raises the epoch: a value computed since an epoch is not kept when a change touched its tags
 * meanwhile (it may have read the data before the change was committed).
 */
export function createTaggedStore<V>({
  maxEntries,
  maxBytes = Infinity,
  sizeOf = () => 0,
}: {
  maxEntries: number
  maxBytes?: number
  sizeOf?: (key: string, value: V) => number
}) {
  const entries = new LRUCache<string, Stored<V>>({
    max: maxEntries,
    // The library counts sizes in whole positive numbers and wants a finite budget.
    maxSize: Number.isFinite(maxBytes) ? maxBytes : Number.MAX_SAFE_INTEGER,
    sizeCalculation: (stored) => Math.max(1, Math.ceil(stored.size)),
  })
  const changedAt = new Map<ReadTag, number>()
  let epoch = 0
  let floor = 0

  const changedSince = (tag: ReadTag, since: number) => {
    if ((changedAt.get(tag) ?? 0) > since) return true
    const source = sourceOf(tag)
    if (source === null || source === tag) return false
    const any = tag.charAt(source.length) === '#' ? anyDocumentOf(source) : anyFieldOf(source)
    return (changedAt.get(any) ?? 0) > since
  }

  const isStale = (tags: ReadonlySet<ReadTag>, since: number) =>
    since < floor ||
    (changedAt.get(EVERYTHING) ?? 0) > since ||
    [...tags].some((t) => changedSince(t, since))

  return {
    /** The epoch to pass to `keep` for a value about to be computed. */
    epoch: () => epoch,

    get: (key: string): Stored<V> | undefined => entries.get(key),

    /** Keeps `value` unless a change touched its tags since `since`; says whether it was kept. */
    keep(key: string, value: V, tags: ReadonlySet<ReadTag>, since: number): boolean {
      if (isStale(tags, since)) return false
      entries.set(key, { value, tags, size: sizeOf(key, value) })
      // A value larger than the whole budget is not kept.
      return entries.has(key)
    },

    /** Puts `value` in place of `previous` under `key` (a variant made later), if that is still what is kept. */
    replace(key: string, previous: V, value: V): void {
      const kept = entries.peek(key)
      if (kept?.value !== previous) return
      entries.set(key, { ...kept, value, size: sizeOf(key, value) })
    },

    /** Drops what a change touches; returns how many values went. */
    apply({ tags, everything }: Touch): number {
      epoch++
      if (changedAt.size > MAX_CHANGED_TAGS) {
        changedAt.clear()
        floor = epoch
      }
      for (const t of everything ? [EVERYTHING] : tags) changedAt.set(t, epoch)
      let dropped = 0
      for (const [key, stored] of [...entries.entries()])
        if (everything || isStale(stored.tags, epoch - 1)) {
          entries.delete(key)
          dropped++
        }
      return dropped
    },

    /** Whether `key` is kept now. */
    has: (key: string) => entries.has(key),
    size: () => ({ entries: entries.size, bytes: entries.calculatedSize }),
  }
}

export type TaggedStore<V> = ReturnType<typeof createTaggedStore<V>>
