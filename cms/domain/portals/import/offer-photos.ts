import type { Payload } from 'payload'

import { loadPhoto, photoKey, PhotoError, type PhotoFile } from './photo-download'

type Id = number | string

/** Kyero allows 50 photos a property; real feeds send more, which are left out (and reported). */
export const MAX_PHOTOS = 50
const PARALLEL_DOWNLOADS = 4

export type OfferPhotos = {
  /** The media of the offer, in the feed's order (a dry run lists only those already imported). */
  ids: Id[]
  /** Media made for this offer now: deleted again should the offer not be saved. */
  created: Id[]
  reused: number
  /** On a dry run: photos that would be downloaded. */
  toDownload: number
  failures: string[]
}

/** The media already imported from these addresses, by address (their file name carries its hash). */
async function alreadyImported(payload: Payload, addresses: string[]): Promise<Map<string, Id>> {
  const found = new Map<string, Id>()
  if (!addresses.length) return found
  const keys = new Map(addresses.map((a) => [photoKey(a), a]))
  const { docs } = await payload.find({
    collection: 'media',
    where: { or: [...keys.keys()].map((k) => ({ filename: { like: k } })) },
    limit: 0,
    pagination: false,
    depth: 0,
    select: { filename: true },
  })
  for (const doc of docs) {
    const address = keys.get(String(doc.filename ?? '').slice(0, [...keys.keys()][0]!.length))
    if (address && !found.has(address)) found.set(address, doc.id)
  }
  return found
}

/**
 * The photos of one offer: a photo already imported from the same address is reused, the others
 * are downloaded (a few at a time), checked and uploaded as media. A photo that fails is left out
 * and said why; the offer is imported without it.
 */
export async function offerPhotos(
  payload: Payload,
  addresses: string[],
  opts: { baseDir?: string; dryRun: boolean; alt: string; signal?: AbortSignal },
): Promise<OfferPhotos> {
  const wanted = [...new Set(addresses)].slice(0, MAX_PHOTOS)
  const out: OfferPhotos = { ids: [], created: [], reused: 0, toDownload: 0, failures: [] }
  if (addresses.length > MAX_PHOTOS)
    out.failures.push(`${addresses.length} photos: only the first ${MAX_PHOTOS} are imported`)
  const existing = await alreadyImported(payload, wanted)
  const missing = wanted.filter((a) => !existing.has(a))
  out.reused = wanted.length - missing.length
  if (opts.dryRun) {
    out.ids = wanted.flatMap((a) => existing.get(a) ?? [])
    out.toDownload = missing.length
    return out
  }
  const made = new Map<string, Id>()
  for (let i = 0; i < missing.length; i += PARALLEL_DOWNLOADS) {
    const batch = missing.slice(i, i + PARALLEL_DOWNLOADS)
    const files = await Promise.allSettled(
      batch.map((a) => loadPhoto(a, opts.baseDir, opts.signal)),
    )
    for (const [j, result] of files.entries()) {
      const address = batch[j]!
      if (result.status === 'rejected') {
        const why =
          result.reason instanceof PhotoError ? result.reason.message : String(result.reason)
        out.failures.push(`Photo ${address} not imported: ${why}`)
        continue
      }
      try {
        made.set(address, await upload(payload, address, result.value, opts.alt))
      } catch (err) {
        out.failures.push(`Photo ${address} not imported: ${(err as Error).message}`)
      }
    }
  }
  out.created = [...made.values()]
  out.ids = wanted.flatMap((a) => existing.get(a) ?? made.get(a) ?? [])
  return out
}

async function upload(
  payload: Payload,
  address: string,
  file: PhotoFile,
  alt: string,
): Promise<Id> {
  const doc = await payload.create({
    collection: 'media',
    data: { alt },
    file: {
      data: file.data,
      mimetype: file.mimetype,
      name: `${photoKey(address)}.${file.ext}`,
      size: file.data.length,
    },
    depth: 0,
  })
  return doc.id
}

/** Media made for an offer that could not be saved: removed, so nothing of it stays behind. */
export async function removePhotos(payload: Payload, ids: Id[]): Promise<void> {
  for (const id of ids)
    await payload.delete({ collection: 'media', id, depth: 0 }).catch(() => undefined)
}
