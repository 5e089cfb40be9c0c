import { createHash, randomUUID } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import sharp from 'sharp'

export type ImageFormat = 'webp' | 'jpeg'
export type ResizeJob = { original: string; width: number; height: number; fit: 'cover' | 'contain'; format: ImageFormat }

/** A version tag of one rendition: changes whenever the original file or the asked size does. */
export function renditionTag(mediaId: string | number, filename: string, updatedAt: string, job: Omit<ResizeJob, 'original'>): string {
  return createHash('sha1').update(JSON.stringify([String(mediaId), filename, updatedAt, job.width, job.height, job.fit, job.format])).digest('hex')
}

const inFlight = new Map<string, Promise<string>>()

/**
 * The resized file for a rendition, computed once: later requests read the cached file, and
 * concurrent first requests share one resize. Files are written under a temporary name and
 * renamed, so a reader never sees half a file.
 */
export function cachedRendition(cacheDir: string, tag: string, job: ResizeJob): Promise<string> {
  const file = path.join(cacheDir, 'images', tag.slice(0, 2), `${tag}.${job.format === 'webp' ? 'webp' : 'jpg'}`)
  if (fs.existsSync(file)) return Promise.resolve(file)
  let pending = inFlight.get(file)
  if (!pending) {
    pending = render(file, job).finally(() => inFlight.delete(file))
    inFlight.set(file, pending)
  }
  return pending
}

async function render(file: string, job: ResizeJob): Promise<string> {
  await fs.promises.mkdir(path.dirname(file), { recursive: true })
  const pipeline = sharp(job.original, { failOn: 'error' })
    .rotate()
    .resize(job.width, job.height, { fit: job.fit, position: 'attention', background: { r: 255, g: 255, b: 255, alpha: 1 } })
    .flatten({ background: '#ffffff' })
  const out = job.format === 'webp' ? pipeline.webp({ quality: 80 }) : pipeline.jpeg({ quality: 82, mozjpeg: true })
  const tmp = `${file}.${randomUUID()}.tmp`
  await out.toFile(tmp)
  await fs.promises.rename(tmp, file)
  return file
}
