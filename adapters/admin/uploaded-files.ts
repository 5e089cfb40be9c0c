import type { ServerResponse } from 'node:http'
import path from 'node:path'

import type { RequestHandler, Response } from 'express'

/** Payload's route of an upload collection's files: `/cms-api/<collection>/file/<name>`. */
const FILE_PATH = /^\/([^/]+)\/file\/([^/]+)$/

/** What a browser shows as a picture and never runs; SVG is not among them (it may hold scripts). */
const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'])

/** The policy of a download: nothing in it may load, run or reach the site's origin. */
export const INERT_FILE_POLICY = "default-src 'none'; sandbox"

/** Collections whose files are kept for the server's own use and never sent back. */
const NEVER_SERVED = new Set(['feed-imports'])

/** Calls `decide` just before the answer's headers leave, whoever writes them (Next writes them itself). */
function beforeHeaders(res: ServerResponse, decide: () => void): void {
  const writeHead = res.writeHead
  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    // Headers given to writeHead itself are set first, so that `decide` sees them all.
    const given = args.find((a, i) => i > 0 && a && typeof a === 'object' && !Array.isArray(a))
    for (const [name, value] of Object.entries((given ?? {}) as Record<string, string>))
      if (value !== undefined) this.setHeader(name, value)
    decide()
    const plain = writeHead as (...a: unknown[]) => ServerResponse
    return plain.apply(this, typeof args[1] === 'string' ? [args[0], args[1]] : [args[0]])
  } as ServerResponse['writeHead']
}

/** The file's name as the address gives it (as written when it is not properly encoded). */
function fileName(encoded: string): string {
  try {
    return decodeURIComponent(encoded)
  } catch {
    return encoded
  }
}

/** A file that is not a picture leaves as an inert download, whatever type it was stored with. */
function asDownload(res: Response, name: string): void {
  beforeHeaders(res, () => {
    if (res.statusCode >= 300) return
    const type = String(res.getHeader('content-type') ?? '')
      .split(';')[0]!
      .trim()
      .toLowerCase()
    if (IMAGE_TYPES.has(type)) return
    res.attachment(path.basename(name))
    res.setHeader('Content-Type', 'application/octet-stream')
    res.setHeader('Content-Security-Policy', INERT_FILE_POLICY)
    res.setHeader('X-Content-Type-Options', 'nosniff')
  })
}

/**
 * Uploaded files as Payload's REST serves them to staff browsers, on the admin's origin: a feed
 * import's file is never sent back (it is the import's input, and a feed may carry markup a
 * browser would run), and any other file that is not a picture is sent as a download that cannot
 * render nor run. Mounted on `/cms-api`, after the guard has checked who asks.
 */
export const uploadedFileAnswers: RequestHandler = (req, res, next) => {
  const file = FILE_PATH.exec(req.path)
  if (!file || (req.method !== 'GET' && req.method !== 'HEAD')) return next()
  const [, collection, name] = file
  if (NEVER_SERVED.has(collection!)) {
    res.status(404).json({
      errors: [{ message: 'Import files are kept for their import and are not served' }],
    })
    return
  }
  asDownload(res, fileName(name!))
  next()
}
