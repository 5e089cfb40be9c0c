import type { CollectionSlug, GlobalSlug, Payload } from 'payload'

import { type CollectionVersion, collectionVersion } from '@cms/changes/collection-version'
import { type DataChange, onDataChange, publishDataChange } from '@cms/changes/data-changes'

type Source = { collection: string } | { global: string }
type Version = CollectionVersion
/** What this instance saved in a source since the last check: the count it added (deletions take away) and the documents. */
type Local = { net: number; ids: Set<string> }

// A source changed by more documents than this since the last check is told as changed as a whole.
const MAX_CHANGED_LISTED = 100

const nameOf = (s: Source) => ('global' in s ? `global:${s.global}` : s.collection)

/**
 * The fallback for changes saved by another instance when no shared channel carries them: every
 * public source's version (its latest `updatedAt` and its count) is read again, and a source that
 * changed in a way this instance's own saves do not explain is told as changed (`poll`). A change
 * seen here already dropped what it touched: the check only takes its new version in.
 */
export function createVersionPoll(payload: Payload, sources: () => Source[]) {
  const versions = new Map<string, Version>()
  const local = new Map<string, Local>()
  // The after-commit retelling carries the same change again: it is counted once.
  const counted = new WeakSet<DataChange>()
  const stop = onDataChange(payload, (change) => {
    if ((change.origin ?? 'local') !== 'local' || counted.has(change)) return
    counted.add(change)
    const name = 'global' in change ? `global:${change.global}` : change.collection
    const seen = local.get(name) ?? { net: 0, ids: new Set<string>() }
    if ('id' in change) {
      seen.net += change.operation === 'create' ? 1 : change.operation === 'delete' ? -1 : 0
      seen.ids.add(String(change.id))
    }
    local.set(name, seen)
  })

  async function versionOf(source: Source): Promise<Version> {
    if ('global' in source) {
      const doc = (await payload.findGlobal({
        slug: source.global as GlobalSlug,
        select: { updatedAt: true },
        depth: 0,
        overrideAccess: true,
      })) as { updatedAt?: string | null }
      return { latest: doc.updatedAt ?? '', count: 1 }
    }
    return collectionVersion(payload, source.collection as CollectionSlug)
  }

  /** The documents of a collection saved since `since` (a hook may write a document again after its save): null when too many. */
  async function changedSince(collection: string, since: string): Promise<string[] | null> {
    const { docs } = await payload.find({
      collection: collection as CollectionSlug,
      where: { updatedAt: { greater_than: since } },
      limit: MAX_CHANGED_LISTED + 1,
      pagination: false,
      depth: 0,
      select: { updatedAt: true },
      overrideAccess: true,
    })
    return docs.length > MAX_CHANGED_LISTED ? null : docs.map((d) => String(d.id))
  }

  /**
   * What another instance changed in a source whose version moved: nothing when this instance's
   * own saves explain it (the same count, only documents saved here), else the documents saved
   * elsewhere, or the whole source when they cannot be listed (a deletion, too many).
   */
  async function toldChanges(
    source: Source,
    was: Version,
    now: Version,
    mine: Local | undefined,
  ): Promise<DataChange[]> {
    if ('global' in source) return mine ? [] : [{ global: source.global, origin: 'poll' }]
    const whole: DataChange = {
      collection: source.collection,
      operation: 'unknown',
      origin: 'poll',
    }
    if (now.count - was.count !== (mine?.net ?? 0)) return [whole]
    const changed = await changedSince(source.collection, was.latest)
    if (!changed) return [whole]
    return changed
      .filter((id) => !mine?.ids.has(id))
      .map((id) => ({ collection: source.collection, id, operation: 'update', origin: 'poll' }))
  }

  /** Reads every source's version once; tells of what another instance changed. */
  async function check(): Promise<void> {
    const list = sources()
    // What this instance saves while the versions are read is weighed at the next check.
    const before = new Map(local)
    local.clear()
    const read = await Promise.all(list.map(versionOf))
    const told = await Promise.all(
      list.map((source, i) => {
        const name = nameOf(source)
        const now = read[i]
        const was = versions.get(name)
        versions.set(name, now)
        if (!was || (was.latest === now.latest && was.count === now.count)) return []
        return toldChanges(source, was, now, before.get(name))
      }),
    )
    for (const change of told.flat()) publishDataChange(payload, change)
  }

  return { check, stop }
}
