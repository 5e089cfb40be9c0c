import type { Payload } from 'payload'

import { createMediaIndex, type MediaEntry, type MediaIndex } from './media-index'
import { Lru } from './lru'
import { renditionTag, type ResizeJob } from './renditions'

/**
 * Bytes of renditions kept in memory. A list page's photo (400×300 WebP) weighs 10–30 KB, so this
 * holds a few thousand of them; the rest stay on disk (IMAGE_CACHE_MB).
 */
export const RENDITION_MEMORY_BYTES = 64 * 1024 * 1024

/** One rendition's bytes, by its tag (which names the file's version, the size and the format). */
export type KeptRendition = { mediaId: string; bytes: Buffer }

/** What a rendition is made of, beside its original. */
export type RenditionJob = Omit<ResizeJob, 'original'>

/**
 * What the image route remembers of one Payload instance's media: their entries, their hot
 * renditions, and each rendition's tag (a hash of the file's version, size and format, made once
 * per entry: a saved file gets a new entry).
 */
export type MediaMemory = {
  index: MediaIndex
  renditions: Lru<string, KeptRendition>
  tagOf: (media: MediaEntry, job: RenditionJob) => string
}

function tagMemo(): MediaMemory['tagOf'] {
  const tags = new WeakMap<MediaEntry, Map<string, string>>()
  return (media, job) => {
    let byJob = tags.get(media)
    if (!byJob) tags.set(media, (byJob = new Map()))
    const key = `${job.width}:${job.height}:${job.fit}:${job.format}`
    let tag = byJob.get(key)
    if (!tag) byJob.set(key, (tag = renditionTag(media.id, media.filename, media.updatedAt, job)))
    return tag
  }
}

const memories = new WeakMap<Payload, MediaMemory>()

/**
 * The memory of `payload`'s media, made on first use and shared by every app built on it, so that
 * one listener follows the data. A file saved or deleted loses its entry and its kept bytes at once.
 */
export function mediaMemoryOf(payload: Payload): MediaMemory {
  let memory = memories.get(payload)
  if (!memory) {
    const renditions = new Lru<string, KeptRendition>(
      RENDITION_MEMORY_BYTES,
      (r) => r.bytes.byteLength,
    )
    const index = createMediaIndex(payload, {
      onChange: (id) =>
        id === null ? renditions.clear() : renditions.deleteWhere((r) => r.mediaId === id),
    })
    memory = { index, renditions, tagOf: tagMemo() }
    memories.set(payload, memory)
  }
  return memory
}
