import type { ServerResponse } from 'node:http'

import type { MediaEntry } from './media-index'
import type { RenditionJob } from './media-memory'

/** Whether the client holds the rendition of this tag already (If-None-Match names it). */
export const holds = (ifNoneMatch: string | undefined, tag: string): boolean =>
  (ifNoneMatch ?? '').split(/\s*,\s*/).includes(`"${tag}"`)

export const photoType = (job: RenditionJob): string =>
  job.format === 'webp' ? 'image/webp' : 'image/jpeg'

/** A rendition's validator and caching, the same whether it is served from memory or made anew. */
export function setPhotoHeaders(res: ServerResponse, media: MediaEntry, tag: string): void {
  res.setHeader('ETag', `"${tag}"`)
  res.setHeader('Vary', 'Accept')
  res.setHeader(
    'Cache-Control',
    media.private ? 'private, max-age=86400' : 'public, max-age=2592000',
  )
  // Alert mails show public photos from our address inside a webmail's page, and a browser
  // refuses a same-origin resource there; a private file stays ours alone.
  res.setHeader('Cross-Origin-Resource-Policy', media.private ? 'same-origin' : 'cross-origin')
}
