import type { IncomingMessage, ServerResponse } from 'node:http'

import type { Payload } from 'payload'
import { isImageRendition } from '@contract/media'

import { idPatternOf } from '@cms/domain/payload/id-pattern'
import { hasWellFormedHost } from '../http/request-host'
import { setSubresourceHeaders } from '../http/security-headers'
import type { MediaMemory, RenditionJob } from './media-memory'
import { holds, photoType, setPhotoHeaders } from './photo-headers'

/** A rendition's address as the site writes it, without a query (a private file's token comes in one). */
const KEPT_PATH = /^\/api\/1\.0\/images\/([^/?#]{1,64})\/(\d{1,4})\/(\d{1,4})\/(cover|contain)$/

/**
 * Answers a public photo whose entry and rendition are in memory (or which the client holds: a
 * 304) before Express: a list page asks for dozens, and Express's router, the rate limit and the
 * schema would cost more than the answer. Says whether it answered; anything else (a private
 * file, a rendition to read from disk or to make, a wrong address) goes to the images route,
 * which validates it, counts it against the visitor's limit and explains what is wrong.
 */
export function keptPhotos(
  payload: Payload,
  memory: MediaMemory,
): (req: IncomingMessage, res: ServerResponse) => boolean {
  const idPattern = idPatternOf(payload)
  return (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false
    const m = KEPT_PATH.exec(req.url ?? '')
    if (!m || !idPattern.test(m[1]) || !hasWellFormedHost(req.headers)) return false
    const [width, height] = [Number(m[2]), Number(m[3])]
    const media = memory.index.known(m[1])
    if (!media || media.private || !isImageRendition(width, height)) return false
    const webp = (req.headers.accept ?? '').includes('image/webp')
    const job: RenditionJob = {
      width,
      height,
      fit: m[4] as 'cover' | 'contain',
      format: webp ? 'webp' : 'jpeg',
    }
    const tag = memory.tagOf(media, job)
    const held = holds(req.headers['if-none-match'], tag)
    const bytes = held ? null : memory.renditions.get(tag)?.bytes
    if (!held && !bytes) return false
    setSubresourceHeaders(res)
    setPhotoHeaders(res, media, tag)
    if (!bytes) {
      res.statusCode = 304
      res.end()
      return true
    }
    res.setHeader('Content-Type', photoType(job))
    res.setHeader('Content-Length', bytes.byteLength)
    res.end(req.method === 'HEAD' ? undefined : bytes)
    return true
  }
}
