import { createHash } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import sharp from 'sharp'

/** A photo larger than this is refused (a good listing photo is a few megabytes). */
export const PHOTO_MAX_BYTES = 20 * 1024 * 1024
export const PHOTO_TIMEOUT_MS = 30_000

export type PhotoFile = { data: Buffer; mimetype: string; ext: string }

/** The photo's stable file name: the same address always gives the same name, whatever its content. */
export const photoKey = (address: string): string =>
  `kyero-${createHash('sha256').update(address.trim()).digest('hex').slice(0, 24)}`

export class PhotoError extends Error {}

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

async function fetchBytes(url: string): Promise<Buffer> {
  const res = await fetch(url, {
    signal: AbortSignal.timeout(PHOTO_TIMEOUT_MS),
    redirect: 'follow',
  })
  if (!res.ok || !res.body) throw new PhotoError(`HTTP ${res.status}`)
  if (Number(res.headers.get('content-length') ?? 0) > PHOTO_MAX_BYTES)
    throw new PhotoError('larger than 20 MB')
  const parts: Buffer[] = []
  let size = 0
  for await (const part of res.body as unknown as AsyncIterable<Uint8Array>) {
    size += part.length
    if (size > PHOTO_MAX_BYTES) throw new PhotoError('larger than 20 MB')
    parts.push(Buffer.from(part))
  }
  return Buffer.concat(parts)
}

async function readLocal(file: string): Promise<Buffer> {
  const stat = await fs.stat(file).catch(() => null)
  if (!stat?.isFile()) throw new PhotoError('no such file')
  if (stat.size > PHOTO_MAX_BYTES) throw new PhotoError('larger than 20 MB')
  return fs.readFile(file)
}

/**
 * The bytes of a photo of the feed, checked: http(s) addresses are downloaded (20 MB, 30 s at
 * most); a path or file: address is read only when the feed itself is a local file (`baseDir`,
 * the folder relative paths start from). Only JPEG, PNG, WebP and AVIF that sharp can decode pass.
 */
export async function loadPhoto(address: string, baseDir: string | undefined): Promise<PhotoFile> {
  let data: Buffer
  try {
    if (/^https?:\/\//i.test(address)) data = await fetchBytes(address)
    else if (/^[a-z][a-z0-9+.-]*:/i.test(address) && !/^file:/i.test(address))
      throw new PhotoError('unsupported address (http, https or a file next to the feed)')
    else if (!baseDir) throw new PhotoError('a local file, but the feed is not a local file')
    else
      data = await readLocal(
        /^file:/i.test(address) ? fileURLToPath(address) : path.resolve(baseDir, address),
      )
  } catch (err) {
    if (err instanceof PhotoError) throw err
    const e = err as Error
    throw new PhotoError(e.name === 'TimeoutError' ? 'timed out' : e.message)
  }
  const kind = sniff(data)
  if (!kind) throw new PhotoError('not a JPEG, PNG, WebP or AVIF image')
  const meta = await sharp(data)
    .metadata()
    .catch(() => null)
  if (!meta?.width || !meta.height) throw new PhotoError('the image cannot be decoded')
  return { data, ...TYPES[kind]! }
}
