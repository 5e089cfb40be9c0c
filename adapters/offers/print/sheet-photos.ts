import type { Payload } from 'payload'

import type { Env } from '@cms/env'
import type { ReadOriginal } from '@cms/domain/storage/read-original'
import type { MediaEntry } from '../../media/media-index'
import type { MediaMemory } from '../../media/media-memory'
import { renditionBytes, type ResizeJob } from '../../media/renditions'

/** The sheet's photos as JPEG: the cover across the first page, then the gallery's grid. */
export type SheetPhotos = { cover: Buffer | null; gallery: Buffer[] }

/**
 * Sizes the image endpoint also serves (so their files are shared with the site and removed
 * with the photo): about 190 dpi across an A4 page for the cover, 200 dpi in a half-width cell.
 */
const COVER_JOB = { width: 1600, height: 960, fit: 'cover', format: 'jpeg' } as const
const GALLERY_JOB = { width: 730, height: 413, fit: 'cover', format: 'jpeg' } as const
/** Three rows of two under the cover: more would push the text to a fourth page. */
const GALLERY_MAX = 6

/**
 * Which photos the gallery shows, by index in the public photos (the cover being the first):
 * those after the cover, two by two; when fewer than four follow it, a sheet with four photos or
 * more still shows four in its grid, the cover among them.
 */
export function galleryPick(count: number): number[] {
  const after = count - 1
  if (after >= 4) {
    const shown = Math.min(GALLERY_MAX, after - (after % 2))
    return Array.from({ length: shown }, (_, i) => i + 1)
  }
  if (count >= 4) return [0, 1, 2, 3]
  return Array.from({ length: Math.max(0, after) }, (_, i) => i + 1)
}

/**
 * The public photos of an offer, in its order, as the image endpoint's renditions: a private
 * photo (for staff only) is never printed, and one that is missing or cannot be read leaves its
 * place to the next rather than failing the sheet.
 */
export async function sheetPhotos(
  payload: Payload,
  env: Pick<Env, 'cacheDir' | 'IMAGE_CACHE_MB'>,
  readOriginal: ReadOriginal,
  memory: MediaMemory,
  ids: (number | string)[],
): Promise<SheetPhotos> {
  memory.diskCaches.add(env.cacheDir)
  const entries = await Promise.all(ids.map((id) => memory.index.get(String(id))))
  const publicPhotos = entries.filter((m): m is MediaEntry => m != null && !m.private)

  const rendition = async (media: MediaEntry, job: Omit<ResizeJob, 'original'>) => {
    const tag = memory.tagOf(media, job)
    const kept = memory.renditions.get(tag)?.bytes
    if (kept) return kept
    const original = async () => {
      const bytes = await readOriginal(media)
      if (!bytes) throw new Error(`media ${media.id} has no original`)
      return bytes
    }
    return renditionBytes(
      env.cacheDir,
      tag,
      { ...job, original },
      { maxBytes: env.IMAGE_CACHE_MB * 1024 * 1024 },
    ).catch((err: unknown) => {
      payload.logger.warn({ err, media: media.id }, 'photo left out of the listing sheet')
      return null
    })
  }

  // The first photo that can be read is the cover; the gallery is chosen among those after it.
  let cover: Buffer | null = null
  let from = 0
  while (!cover && from < publicPhotos.length)
    cover = await rendition(publicPhotos[from++], COVER_JOB)
  const rest = cover ? [publicPhotos[from - 1], ...publicPhotos.slice(from)] : []
  const gallery = await Promise.all(
    galleryPick(rest.length).map((i) => rendition(rest[i], GALLERY_JOB)),
  )
  return { cover, gallery: gallery.filter((b): b is Buffer => b != null) }
}
