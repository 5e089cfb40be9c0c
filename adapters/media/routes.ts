import { Router, type Request, type Response } from 'express'
import type { Payload } from 'payload'
import { z } from 'zod'
import { ApiError } from '@contract/api-error'
import { queryString } from '@contract/query-values'
import { isImageRendition } from '@contract/media'

import type { AppDeps } from '../start/deps'
import { signedInCollection } from '../auth/caller'
import { parseInput } from '../http/validate'
import { renditionBytes, type ResizeJob } from './renditions'
import { holds, photoType, setPhotoHeaders } from './photo-headers'
import type { MediaEntry } from './media-index'
import { idPatternOf } from '@cms/domain/payload/id-pattern'
import { originalReader } from '@cms/domain/storage/read-original'

/** Large enough for the site's biggest size (2000×1000), small enough that nobody asks for a poster. */
export const MAX_SIDE = 2400

const side = z
  .string()
  .regex(/^\d{1,4}$/)
  .transform(Number)
  .pipe(z.number().int().min(1).max(MAX_SIDE))
const paramsSchema = z.object({
  fi_id: z.string().max(64),
  w: side,
  h: side,
  fit: z.enum(['cover', 'contain']),
})

/** A private file is the agency's own: served to staff only (their admin cookie, or a staff token as `token`). */
const mayReadPrivate = async (payload: Payload, req: Request): Promise<boolean> =>
  (await signedInCollection(payload, req, queryString(req.query.token))) === 'users'

// Made when needed: an error's stack trace costs more than serving a photo from memory.
const notFound = () => new ApiError('not_found', 'No such image')

/** Browsers that decode WebP say so in Accept; anything else gets JPEG. */
const acceptsWebp = (req: Request) => (req.get('accept') ?? '').includes('image/webp')

/**
 * GET /images/:fi_id/:w/:h/:fit — a resized copy of a media file, with ETag. The file's entry and the
 * hot renditions' bytes are kept in memory (the services' mediaMemory), the others on disk: a cached photo or
 * its 304 costs neither a database read nor a disk access.
 */
export function imagesRouter({ payload, env, shared, mediaMemory: memory }: AppDeps): Router {
  const router = Router()
  const idPattern = idPatternOf(payload)
  memory.diskCaches.add(env.cacheDir)
  // From the disk or from the bucket: every instance reads the same originals.
  const readOriginal = originalReader(env)

  const tagOf = memory.tagOf

  /** Answers with the rendition (a 304 when the client holds it); `bytes` read only when needed. */
  async function send(
    req: Request,
    res: Response,
    media: MediaEntry,
    job: Omit<ResizeJob, 'original'>,
    bytes: () => Buffer | Promise<Buffer>,
  ): Promise<void> {
    const tag = tagOf(media, job)
    setPhotoHeaders(res, media, tag)
    if (holds(req.headers['if-none-match'], tag)) {
      res.status(304).end()
      return
    }
    const body = await bytes()
    res.setHeader('Content-Type', photoType(job))
    res.setHeader('Content-Length', body.byteLength)
    res.end(body)
  }

  const jobOf = (req: Request, p: { w: number; h: number; fit: 'cover' | 'contain' }) =>
    ({ width: p.w, height: p.h, fit: p.fit, format: acceptsWebp(req) ? 'webp' : 'jpeg' }) as const

  // A page shows dozens of photos, but nobody browses 600 a minute.
  router.get('/images/:fi_id/:w/:h/:fit', shared.limit(600), async (req, res) => {
    const p = parseInput(paramsSchema, req.params)
    if (!isImageRendition(p.w, p.h))
      throw new ApiError('invalid_input', 'This size is not one the site uses', ['w', 'h'])
    if (!idPattern.test(p.fi_id)) throw notFound()
    const media = await memory.index.get(p.fi_id)
    if (!media) throw notFound()
    // Without a valid token a private file does not exist, rather than being forbidden.
    if (media.private && !(await mayReadPrivate(payload, req))) throw notFound()
    const job = jobOf(req, p)
    const tag = tagOf(media, job)
    await send(
      req,
      res,
      media,
      job,
      () => memory.renditions.get(tag)?.bytes ?? fromDisk(media, tag, job),
    )
  })

  /** A rendition not in memory: the cached file, or a new resize; kept in memory for the next requests. */
  async function fromDisk(media: MediaEntry, tag: string, job: Omit<ResizeJob, 'original'>) {
    const original = async () => {
      const bytes = await readOriginal(media)
      if (!bytes) throw notFound()
      return bytes
    }
    const bytes = await renditionBytes(
      env.cacheDir,
      tag,
      { ...job, original },
      { maxBytes: env.IMAGE_CACHE_MB * 1024 * 1024 },
    ).catch((err: unknown) => {
      // A missing original has nothing to show; one sharp refuses (too many pixels, damaged) neither.
      if (err instanceof ApiError) throw err
      payload.logger.warn({ err, media: media.id }, 'image original could not be resized')
      throw notFound()
    })
    memory.renditions.set(tag, { mediaId: String(media.id), bytes })
    return bytes
  }
  return router
}
