import type { ReadTag } from '../../cms/changes/data-reads'
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
  const entries = new Map<string, Stored<V>>()
  const changedAt = new Map<ReadTag, number>()
  let epoch = 0
  let floor = 0
  let bytes = 0

  const drop = (key: string) => {
    const old = entries.get(key)
    if (!old) return
    entries.delete(key)
    bytes -= old.size
  }

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

    get(key: string): Stored<V> | undefined {
      const hit = entries.get(key)
      if (!hit) return undefined
      entries.delete(key)
      entries.set(key, hit)
      return hit
    },

    /** Keeps `value` unless a change touched its tags since `since`; says whether it was kept. */
    keep(key: string, value: V, tags: ReadonlySet<ReadTag>, since: number): boolean {
      if (isStale(tags, since)) return false
      drop(key)
      const size = sizeOf(key, value)
      entries.set(key, { value, tags, size })
      bytes += size
      for (const [k] of entries) {
        if (bytes <= maxBytes && entries.size <= maxEntries) break
        drop(k)
      }
      return true
    },

    /** Puts `value` in place of `previous` under `key` (a variant made later), if that is still what is kept. */
    replace(key: string, previous: V, value: V): void {
      const kept = entries.get(key)
      if (kept?.value !== previous) return
      bytes -= kept.size
      const size = sizeOf(key, value)
      entries.set(key, { ...kept, value, size })
      bytes += size
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
      for (const [key, stored] of entries)
        if (everything || isStale(stored.tags, epoch - 1)) {
          drop(key)
          dropped++
        }
      return dropped
    },

    /** Whether `key` is kept now. */
    has: (key: string) => entries.has(key),
    size: () => ({ entries: entries.size, bytes }),
  }
}

export type TaggedStore<V> = ReturnType<typeof createTaggedStore<V>>
