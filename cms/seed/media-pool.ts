import type { Payload } from 'payload'

import type { Media } from '../payload-types'
import { exteriorSvg, EXTERIOR_KINDS, type ExteriorKind } from './images/exterior-svg'
import { interiorSvg, INTERIOR_KINDS } from './images/interior-svg'
import { IMAGE_DIMENSIONS, renderJpeg, type ImageSize } from './images/render'
import { rng } from './random'

/**
 * Offer photos come from a pool of generated pictures, one exterior for every two interiors;
 * each offer takes a distinct handful. Files are named by their pool number, which makes the
 * upsert stable across runs.
 */
export const POOL_MAX = 60
export const poolFileName = (k: number) => `seed-photo-${String(k).padStart(3, '0')}.jpg`
export const isExterior = (k: number) => k % 3 === 0

function photoSvg(k: number, size: ImageSize): { svg: string; alt: string } {
  const { width, height } = IMAGE_DIMENSIONS[size]
  const r = rng(`photo-${k}`)
  if (isExterior(k)) {
    const kind = EXTERIOR_KINDS[(k / 3) % EXTERIOR_KINDS.length]
    return { svg: exteriorSvg(r, kind, width, height), alt: `${ALT_EXTERIOR[kind]} (${k})` }
  }
  const kind = INTERIOR_KINDS[(k - Math.ceil(k / 3)) % INTERIOR_KINDS.length]
  return { svg: interiorSvg(r, kind, width, height), alt: `${ALT_INTERIOR[kind]} (${k})` }
}
const ALT_EXTERIOR: Record<ExteriorKind, string> = {
  seafront: 'Seafront and the town on the hillside',
  facade: 'Façade of the residence',
  terrace: 'Terrace overlooking the sea',
  villa: 'Villa with swimming pool',
}
const ALT_INTERIOR: Record<string, string> = {
  living: 'Living room with sea view',
  bedroom: 'Master bedroom',
  kitchen: 'Fitted kitchen',
  bathroom: 'Bathroom',
}

/** Uploads an image unless a media document with that file name exists; returns its id. */
export async function upsertImage(
  payload: Payload,
  name: string,
  alt: string,
  make: () => Promise<Buffer>,
  existing: Map<string, Media['id']>,
): Promise<Media['id']> {
  const found = existing.get(name)
  if (found != null) return found
  const data = await make()
  const doc = await payload.create({
    collection: 'media',
    data: { alt },
    file: { data, mimetype: 'image/jpeg', name, size: data.length },
    depth: 0,
  })
  existing.set(name, doc.id)
  return doc.id
}

export async function existingMedia(payload: Payload): Promise<Map<string, Media['id']>> {
  const docs = await payload.find({
    collection: 'media',
    where: { filename: { like: 'seed-' } },
    limit: 0,
    pagination: false,
    depth: 0,
    select: { filename: true },
  })
  return new Map(docs.docs.filter((d) => d.filename).map((d) => [d.filename as string, d.id]))
}

/** Ensures pool photos 0..size-1 exist; renders two at a time while the previous one is stored. */
export async function ensurePhotoPool(
  payload: Payload,
  size: number,
  imageSize: ImageSize,
  existing: Map<string, Media['id']>,
): Promise<Media['id'][]> {
  const ids: Media['id'][] = []
  let next: Promise<Buffer> | undefined
  const render = (k: number) =>
    existing.has(poolFileName(k))
      ? undefined
      : renderJpeg(photoSvg(k, imageSize).svg, imageSize, k * 7919)
  next = render(0)
  for (let k = 0; k < size; k++) {
    const current = next
    next = k + 1 < size ? render(k + 1) : undefined
    ids.push(
      await upsertImage(
        payload,
        poolFileName(k),
        photoSvg(k, imageSize).alt,
        () => current ?? Promise.reject(new Error('missing render')),
        existing,
      ),
    )
  }
  return ids
}

/** Distinct pool photos for one offer, an exterior first. */
export function photosFor(index: number, count: number, pool: Media['id'][]): Media['id'][] {
  const r = rng(`photos-${index}`)
  const exteriors = pool.filter((_, k) => isExterior(k)),
    interiors = pool.filter((_, k) => !isExterior(k))
  const chosen = [exteriors[Math.floor(r() * exteriors.length)]]
  const start = Math.floor(r() * interiors.length),
    step = 1 + Math.floor(r() * 5)
  for (let i = 0; chosen.length < count && i < interiors.length; i++) {
    const id = interiors[(start + i * step) % interiors.length]
    if (!chosen.includes(id)) chosen.push(id)
  }
  for (let i = 0; chosen.length < count && i < exteriors.length; i++)
    if (!chosen.includes(exteriors[i])) chosen.push(exteriors[i])
  return chosen
}
