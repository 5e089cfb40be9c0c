import { LRUCache } from 'lru-cache'
import type { Payload } from 'payload'
import { IMAGE_RENDITIONS } from '@contract/media'

import { createMediaIndex, type MediaEntry, type MediaIndex } from './media-index'
import { removeRenditions, renditionTag, type ResizeJob } from './renditions'

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
 * What the image routes remember of one Payload instance's media: their entries, their hot
 * renditions, and each rendition's tag (a hash of the file's version, size and format, made once
 * per entry: a saved file gets a new entry).
 */
export type MediaMemory = {
  index: MediaIndex
  renditions: LRUCache<string, KeptRendition>
  tagOf: (media: MediaEntry, job: RenditionJob) => string
  /** The folders whose resized files the image routes keep (their `cacheDir`), cleaned like the memory. */
  diskCaches: Set<string>
  /** Stops following the data (the server is closing). */
  close: () => void
}

/** Every rendition the image endpoint could have made of a file's version, whatever it was asked. */
function everyRendition(media: MediaEntry) {
  return IMAGE_RENDITIONS.flatMap(([width, height]) =>
    (['cover', 'contain'] as const).flatMap((fit) =>
      (['webp', 'jpeg'] as const).map((format) => ({
        format,
        tag: renditionTag(media.id, media.filename, media.updatedAt, {
          width,
          height,
          fit,
          format,
        }),
      })),
    ),
  )
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

/**
 * The memory of `payload`'s media, made once by the server's services and shared by the images
 * route and the photos answered before Express, so that one listener follows the data. A file
 * saved or deleted loses its entry and its kept bytes at once, and the files of its renditions on
 * disk. `close` stops following the data.
 */
export function createMediaMemory(payload: Payload): MediaMemory {
  const renditions = new LRUCache<string, KeptRendition>({
    maxSize: RENDITION_MEMORY_BYTES,
    sizeCalculation: (r) => Math.max(1, r.bytes.byteLength),
  })
  const diskCaches = new Set<string>()
  const index = createMediaIndex(payload, {
    onChange: (id, previous) => {
      if (id === null) renditions.clear()
      else
        for (const [tag, r] of [...renditions.entries()])
          if (r.mediaId === id) renditions.delete(tag)
      // The version it replaces, if this instance read it: its copies on disk are of no more use,
      // and those of a deleted or now private file must not outlive it.
      if (previous) for (const dir of diskCaches) removeRenditions(dir, everyRendition(previous))
    },
  })
  return { index, renditions, tagOf: tagMemo(), diskCaches, close: index.close }
}
