import { createHash } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import sharp from 'sharp'

import { download } from './import-download'

/** A photo larger than this is refused (a good listing photo is a few megabytes). */
export const PHOTO_MAX_BYTES = 20 * 1024 * 1024
export const PHOTO_TIMEOUT_MS = 30_000

export type PhotoFile = { data: Buffer; mimetype: string; ext: string }

/** The photo's stable file name: the same address always gives the same name, whatever its content. */
export const photoKey = (address: string): string =>
  `kyero-${createHash('sha256').update(address.trim()).digest('hex').slice(0, 24)}`

export class PhotoError extends Error {}

const OUTSIDE = "not in the feed file's folder"

const TYPES: Record<string, { mimetype: string; ext: string }> = {
  jpeg: { mimetype: 'image/jpeg', ext: 'jpg' },
  png: { mimetype: 'image/png', ext: 'png' },
  webp: { mimetype: 'image/webp', ext: 'webp' },
  avif: { mimetype: 'image/avif', ext: 'avif' },
}

/** The image type from the first bytes, whatever the address or the server says. */
function sniff(b: Buffer): keyof typeof TYPES | null {
  if (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg'
  if (b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png'
  if (b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP') return 'webp'
  if (b.toString('latin1', 4, 8) === 'ftyp' && /avi[fs]/.test(b.toString('latin1', 8, 32)))
    return 'avif'
  return null
}

/**
 * A local photo of a local feed: only a file under the feed file's own folder (symbolic links
 * followed), so that a feed cannot publish any image of the machine it is imported on.
 */
async function readLocal(address: string, baseDir: string): Promise<Buffer> {
  const file = /^file:/i.test(address) ? fileURLToPath(address) : path.resolve(baseDir, address)
  const inFolder = (root: string, target: string) => {
    const rel = path.relative(root, target)
    return rel !== '' && rel !== '..' && !rel.startsWith(`..${path.sep}`) && !path.isAbsolute(rel)
  }
  if (!inFolder(baseDir, file)) throw new PhotoError(OUTSIDE)
  const real = await fs.realpath(file).catch(() => null)
  if (!real) throw new PhotoError('no such file')
  if (!inFolder(await fs.realpath(baseDir), real)) throw new PhotoError(OUTSIDE)
  const stat = await fs.stat(real)
  if (!stat.isFile()) throw new PhotoError('no such file')
  if (stat.size > PHOTO_MAX_BYTES) throw new PhotoError('larger than 20 MB')
  return fs.readFile(real)
}

/**
 * The bytes of a photo of the feed, checked: http(s) addresses are downloaded (20 MB, 30 s at
 * most, never from this machine or a private network unless IMPORT_ALLOW_HOSTS allows it); a
 * path or file: address is read only when the feed itself is a local file (`baseDir`, the folder
 * relative paths start from), and only under that folder. Only JPEG, PNG, WebP and AVIF that
 * sharp can decode pass. `signal` stops a download under way (the import's time limit).
 */
export async function loadPhoto(
  address: string,
  baseDir: string | undefined,
  signal?: AbortSignal,
): Promise<PhotoFile> {
  let data: Buffer
  try {
    if (/^https?:\/\//i.test(address))
      data = Buffer.concat(
        await download(address, { maxBytes: PHOTO_MAX_BYTES, timeoutMs: PHOTO_TIMEOUT_MS, signal }),
      )
    else if (/^[a-z][a-z0-9+.-]*:/i.test(address) && !/^file:/i.test(address))
      throw new PhotoError('unsupported address (http, https or a file next to the feed)')
    else if (!baseDir) throw new PhotoError('a local file, but the feed is not a local file')
    else data = await readLocal(address, baseDir)
  } catch (err) {
    if (err instanceof PhotoError) throw err
    throw new PhotoError((err as Error).message)
  }
  const kind = sniff(data)
  if (!kind) throw new PhotoError('not a JPEG, PNG, WebP or AVIF image')
  const meta = await sharp(data)
    .metadata()
    .catch(() => null)
  if (!meta?.width || !meta.height) throw new PhotoError('the image cannot be decoded')
  return { data, ...TYPES[kind]! }
}
