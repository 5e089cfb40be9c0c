import { createHash, randomUUID } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import sharp from 'sharp'

export type ImageFormat = 'webp' | 'jpeg'
export type ResizeJob = {
  /** The original's path or bytes, or how to read them: read only when the rendition is not on disk yet. */
  original: string | Buffer | (() => Promise<string | Buffer>)
  width: number
  height: number
  fit: 'cover' | 'contain'
  format: ImageFormat
}

/** Originals above this many pixels are refused rather than decoded (a 50 MP photo is already a large camera's). */
export const MAX_INPUT_PIXELS = 50_000_000

/** A version tag of one rendition: changes whenever the original file or the asked size does. */
export function renditionTag(
  mediaId: string | number,
  filename: string,
  updatedAt: string,
  job: Omit<ResizeJob, 'original'>,
): string {
  return createHash('sha1')
    .update(
      JSON.stringify([
        String(mediaId),
        filename,
        updatedAt,
        job.width,
        job.height,
        job.fit,
        job.format,
      ]),
    )
    .digest('hex')
}

const inFlight = new Map<string, Promise<string>>()

/**
 * The resized files on disk, by last use. Built from the folder once per process, then kept up to
 * date, so that the folder stays under its byte budget: beyond it, the least recently used
 * renditions are deleted (they are rendered again if asked).
 */
class DiskBudget {
  private files = new Map<string, number>()
  private bytes = 0
  private loaded = false

  constructor(private readonly dir: string) {}

  private load(): void {
    if (this.loaded) return
    this.loaded = true
    if (!fs.existsSync(this.dir)) return
    const found = fs
      .readdirSync(this.dir, { recursive: true, withFileTypes: true })
      .filter((d) => d.isFile() && !d.name.endsWith('.tmp'))
    const stats = found.map((d) => {
      const file = path.join(d.parentPath, d.name)
      const st = fs.statSync(file)
      return { file, size: st.size, used: st.atimeMs }
    })
    for (const { file, size } of stats.sort((a, b) => a.used - b.used)) this.touch(file, size)
  }

  touch(file: string, size?: number): void {
    this.load()
    const known = this.files.get(file)
    if (known === undefined && size === undefined) return
    this.files.delete(file)
    this.files.set(file, size ?? (known as number))
    if (known === undefined) this.bytes += size as number
  }

  /** Deletes the file now and stops counting it. */
  remove(file: string): void {
    this.load()
    const size = this.files.get(file)
    if (size !== undefined) {
      this.files.delete(file)
      this.bytes -= size
    }
    fs.rmSync(file, { force: true })
  }

  trim(maxBytes: number): void {
    for (const [file, size] of this.files) {
      if (this.bytes <= maxBytes) break
      this.files.delete(file)
      this.bytes -= size
      fs.rm(file, { force: true }, () => undefined)
    }
  }
}

const budgets = new Map<string, DiskBudget>()
const budgetOf = (dir: string) =>
  budgets.get(dir) ?? budgets.set(dir, new DiskBudget(dir)).get(dir)!

const fileOf = (dir: string, tag: string, format: ImageFormat) =>
  path.join(dir, tag.slice(0, 2), `${tag}.${format === 'webp' ? 'webp' : 'jpg'}`)

/** Deletes the cached files of these renditions (a file made private or deleted keeps none of its copies). */
export function removeRenditions(
  cacheDir: string,
  renditions: Array<{ tag: string; format: ImageFormat }>,
): void {
  const dir = path.join(cacheDir, 'images')
  const budget = budgetOf(dir)
  for (const { tag, format } of renditions) budget.remove(fileOf(dir, tag, format))
}

/**
 * The resized file for a rendition, computed once: later requests read the cached file, and
 * concurrent first requests share one resize. Files are written under a temporary name and
 * renamed, so a reader never sees half a file.
 */
export async function cachedRendition(
  cacheDir: string,
  tag: string,
  job: ResizeJob,
  { maxBytes = 1024 * 1024 * 1024 } = {},
): Promise<string> {
  const dir = path.join(cacheDir, 'images')
  const budget = budgetOf(dir)
  const file = fileOf(dir, tag, job.format)
  if (fs.existsSync(file)) {
    budget.touch(file)
    return file
  }
  let pending = inFlight.get(file)
  if (!pending) {
    pending = render(file, job)
      .then((size) => {
        budget.touch(file, size)
        budget.trim(maxBytes)
        return file
      })
      .finally(() => inFlight.delete(file))
    inFlight.set(file, pending)
  }
  return pending
}

/**
 * The bytes of a rendition (see cachedRendition). A file the disk budget removed between the two
 * steps is rendered again, once.
 */
export async function renditionBytes(
  cacheDir: string,
  tag: string,
  job: ResizeJob,
  options: { maxBytes?: number } = {},
): Promise<Buffer> {
  for (let attempt = 1; ; attempt++) {
    const file = await cachedRendition(cacheDir, tag, job, options)
    try {
      return await fs.promises.readFile(file)
    } catch (err) {
      if (attempt > 1 || (err as NodeJS.ErrnoException).code !== 'ENOENT') throw err
    }
  }
}

async function render(file: string, job: ResizeJob): Promise<number> {
  const original = typeof job.original === 'function' ? await job.original() : job.original
  await fs.promises.mkdir(path.dirname(file), { recursive: true })
  const pipeline = sharp(original, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize(job.width, job.height, {
      fit: job.fit,
      position: 'attention',
      background: { r: 255, g: 255, b: 255, alpha: 1 },
    })
    .flatten({ background: '#ffffff' })
  const out =
    job.format === 'webp'
      ? pipeline.webp({ quality: 80 })
      : pipeline.jpeg({ quality: 82, mozjpeg: true })
  const tmp = `${file}.${randomUUID()}.tmp`
  const { size } = await out.toFile(tmp)
  await fs.promises.rename(tmp, file)
  return size
}
