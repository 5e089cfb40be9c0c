import { Router, type ErrorRequestHandler } from 'express'
import { ApiError } from '@contract/api-error'
import { IMAGE_SIZES } from '@contract/media'

import type { AppDeps } from '../start/deps'
import { imagesRouter } from '../media/routes'
import { idPatternOf } from '@cms/domain/payload/id-pattern'
import type { Id } from '@cms/domain/payload/payload-values'

/** The largest rendition the image endpoint serves, the whole photo fitted in it. */
const [WIDTH, HEIGHT] = IMAGE_SIZES.home

/**
 * A feed photo's address. Portals (Kyero's schema) want image addresses ending in `.jpg`, which
 * the image endpoint's addresses do not: this one names the same rendition with the extension.
 */
export const feedPhotoUrl = (origin: string, id: Id): string =>
  `${origin}/feeds/photos/${encodeURIComponent(String(id))}.jpg`

/**
 * GET /feeds/photos/:id.jpg — the image endpoint's largest rendition of a public photo, always
 * as JPEG (its extension says so), with the endpoint's ETag, memory and 404 for a private file.
 */
export function feedPhotosRouter(deps: AppDeps): Router {
  const router = Router()
  const images = imagesRouter(deps)
  const idPattern = idPatternOf(deps.payload)
  router.get('/photos/:file', (req, res, next) => {
    const match = /^(.+)\.jpg$/.exec(req.params.file)
    if (!match || !idPattern.test(match[1])) return next()
    req.url = `/images/${match[1]}/${WIDTH}/${HEIGHT}/contain`
    // The extension promises a JPEG: WebP is not offered even to a client that takes it.
    req.headers.accept = 'image/jpeg'
    images(req, res, next)
  })
  router.use('/photos', unknownPhoto)
  return router
}

/** A photo not found (unknown, private) is an unknown address like any other; other failures go on. */
const unknownPhoto: ErrorRequestHandler = (err, _req, res, next) => {
  if (err instanceof ApiError && err.status === 404) return next()
  if (err instanceof ApiError && err.status < 500) {
    res.status(err.status).type('text/plain').send(err.message)
    return
  }
  next(err)
}
