import { LRUCache } from 'lru-cache'
import type { Payload } from 'payload'

import type { Media } from '@cms/payload-types'
import { onDataChange } from '@cms/changes/data-changes'
import type { StoredFile } from '@cms/domain/storage/read-original'

/** What the image route reads of a media file to decide what to serve and to whom, and where its original is. */
export type MediaEntry = StoredFile & {
  id: Media['id']
  filename: string
  private: boolean
  updatedAt: string
}

export type MediaIndex = {
  /** The file's entry, or null when there is no such file (or it has no upload). */
  get(id: string): Promise<MediaEntry | null>
  /** The file's entry if it is known now (undefined when it must be read first). */
  known(id: string): MediaEntry | null | undefined
  /** Stops following the data's changes. */
  close(): void
}

/**
 * The media files' entries in memory, read from the database once and forgotten as soon as a
 * file is saved or deleted (`onChange` hears of it too, with the entry it had if it was read; null
 * when which files changed is not known). Unknown ids are remembered as well (a
 * file created later is a change like any other); `maxEntries` bounds what a stream of made-up ids
 * can hold.
 */
export function createMediaIndex(
  payload: Payload,
  {
    maxEntries = 20_000,
    onChange,
  }: {
    maxEntries?: number
    onChange?: (id: string | null, previous: MediaEntry | null) => void
  } = {},
): MediaIndex {
  // Wrapped: a file known to be missing (null) is kept too.
  const known = new LRUCache<string, { entry: MediaEntry | null }>({ max: maxEntries })
  const reading = new Map<string, Promise<MediaEntry | null>>()
  // Bumped by every change: a read that started before one may have seen the old row, so it is not kept.
  let version = 0

  const stop = onDataChange(payload, (change) => {
    if (!('collection' in change) || change.collection !== 'media') return
    version++
    if (!('id' in change)) {
      // Some files changed, which is not known: every entry is read again.
      known.clear()
      reading.clear()
      onChange?.(null, null)
      return
    }
    const id = String(change.id)
    const previous = known.peek(id)?.entry ?? null
    known.delete(id)
    reading.delete(id)
    onChange?.(id, previous)
  })

  async function read(id: string): Promise<MediaEntry | null> {
    const media = (
      await payload.find({
        collection: 'media',
        where: { id: { equals: id } },
        select: { filename: true, private: true, updatedAt: true, prefix: true, _objectKey: true },
        depth: 0,
        limit: 1,
        pagination: false,
        overrideAccess: true,
      })
    ).docs[0] as Media | undefined
    // Another spelling of the id (a database may read `079` or an upper-case ObjectId as the same
    // row) is no file: entries, renditions and their invalidation all go by the id as stored.
    if (!media?.filename || String(media.id) !== id) return null
    return {
      id: media.id,
      filename: media.filename,
      private: media.private === true,
      updatedAt: media.updatedAt,
      prefix: media.prefix,
      _objectKey: media._objectKey,
    }
  }

  return {
    known: (id) => known.get(id)?.entry,
    get(id) {
      const hit = known.get(id)
      if (hit !== undefined) return Promise.resolve(hit.entry)
      const pending = reading.get(id)
      if (pending) return pending
      const started = version
      const next = read(id)
        .then((entry) => {
          if (version === started) known.set(id, { entry })
          return entry
        })
        .finally(() => {
          if (reading.get(id) === next) reading.delete(id)
        })
      reading.set(id, next)
      return next
    },
    close: stop,
  }
}
