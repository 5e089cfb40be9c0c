import type { Payload } from 'payload'

import { idOf, type Id } from '@cms/domain/payload/payload-values'

export type PublicOfferPage = { slug: string; updatedAt: string; imageIds: Id[] }

/**
 * Every offer the public may read, with what its sitemap entry needs. Read without access
 * override, like the legacy API: the offers collection's read rule (published, on the web) and
 * the media one (not private) decide, so the sitemap never lists more than a visitor can open.
 */
export async function publicOfferPages(payload: Payload): Promise<PublicOfferPage[]> {
  const [offers, media] = await Promise.all([
    payload.find({
      collection: 'offers',
      select: { of_slug_fr: true, updatedAt: true, images: true },
      sort: 'id',
      depth: 0,
      pagination: false,
      limit: 0,
      overrideAccess: false,
    }),
    payload.find({
      collection: 'media',
      select: { filename: true },
      depth: 0,
      pagination: false,
      limit: 0,
      overrideAccess: false,
    }),
  ])
  const readable = new Set(media.docs.filter((m) => m.filename).map((m) => String(m.id)))
  return offers.docs
    .filter((o) => o.of_slug_fr)
    .map((o) => ({
      slug: o.of_slug_fr as string,
      updatedAt: o.updatedAt,
      imageIds: (o.images ?? [])
        .map(idOf)
        .filter((id): id is Id => id != null && readable.has(String(id))),
    }))
}
