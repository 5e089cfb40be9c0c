import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import zlib from 'node:zlib'

import compression from 'compression'
import type { Request, RequestHandler, Response } from 'express'
import Negotiator from 'negotiator'

export type Coding = 'br' | 'gzip'
export type Encoding = Coding | 'identity'

/** The codings the server sends, in its order of preference. */
export const CODINGS: readonly Coding[] = ['br', 'gzip']

/** Bodies under this size go out as they are: a coding's framing would eat most of the gain. */
export const MIN_COMPRESSED_BYTES = 1024

/**
 * The content coding to send: among `offered`, the one the client rates highest in
 * Accept-Encoding (`*` standing for any coding it does not name), identity when it accepts none
 * of them, when the header is absent or empty, or when it rates identity above them. Negotiator,
 * the library under Express's `req.acceptsEncodings`, reads the header and ranks; on a tie it
 * takes our order (Brotli first), which `req.acceptsEncodings` cannot be told: it breaks ties by
 * the header's order, and browsers name gzip first. `x-gzip` is gzip (RFC 9110 §8.4.1.3).
 */
export function negotiateEncoding(
  header: string | undefined,
  offered: readonly Coding[] = CODINGS,
): Encoding {
  if (!header || !offered.length) return 'identity'
  const preferred = offered.includes('gzip') ? [...offered, 'x-gzip'] : offered
  const chosen = new Negotiator({ headers: { 'accept-encoding': header } }).encoding(
    [...preferred, 'identity'],
    { preferred },
  )
  return chosen === 'x-gzip' ? 'gzip' : ((chosen as Encoding | undefined) ?? 'identity')
}

const COMPRESSIBLE =
  /^(text\/|application\/(json|javascript|x-javascript|ecmascript|xml|manifest\+json|[\w.+-]+\+(json|xml))$|image\/svg\+xml$)/

/** Text formats (JSON, HTML, plain text, CSS, JavaScript, SVG, XML); images, fonts, PDFs and archives are compressed already. */
export function isCompressibleType(contentType: unknown): boolean {
  if (typeof contentType !== 'string') return false
  return COMPRESSIBLE.test(contentType.split(';')[0].trim().toLowerCase())
}

const brotliAsync = promisify(zlib.brotliCompress)
const gzipAsync = promisify(zlib.gzip)

/** Compresses off the main thread (libuv's pool). `level`: Brotli quality 0–11 or gzip level 1–9. */
export function compressBody(body: Uint8Array, coding: Coding, level: number): Promise<Buffer> {
  return coding === 'br'
    ? brotliAsync(body, brotliOptions(level, body.byteLength))
    : gzipAsync(body, { level })
}

const brotliOptions = (quality: number, size?: number): zlib.BrotliOptions => ({
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    ...(size ? { [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size } : {}),
  },
})

/** A short content hash (base64url), the body of a strong ETag. */
export const contentHash = (bytes: Uint8Array): string =>
  createHash('sha256').update(bytes).digest('base64url').slice(0, 27)

/**
 * An answer serialized once and sent many times: its bytes, their hash, its compressed variants,
 * and, when the public cache keeps it, the generation of the public data it was made from.
 */
export type PreparedAnswer = {
  body: Buffer
  hash: string
  dataGeneration?: number
  /** The Brotli variant is the quick one: its bytes differ from the kept one's, so does its ETag. */
  quickBr?: boolean
} & Partial<Record<Coding, Buffer>>

/**
 * Brotli quality of a kept answer, by size. Measured on the 1000-offer list (1.59 MB of JSON,
 * two cores): quality 5 takes 14 ms for 4.2 % of the raw size, 9 takes 61 ms for 3.6 %, 11 takes
 * 2 s for 3.1 %. Quality 11 costs about 1.3 µs a byte and the first request of an entry waits
 * for it, so it is kept for answers up to 64 KiB (a page of offers, a detail, the reference data:
 * at most ~80 ms, 10–15 % smaller than quality 9); larger answers use 9.
 */
export const keptBrotliQuality = (size: number): number => (size <= 64 * 1024 ? 11 : 9)
const KEPT_GZIP_LEVEL = 9

/**
 * Brotli quality of an answer sent before its kept variants are ready: quality 1 makes the 2.3 MB
 * list of 1000 offers a tenth of its size in 7 ms (quality 5, the on-the-fly one, takes 30 ms).
 */
const QUICK_BROTLI_QUALITY = 1

/**
 * Hashes `body` and, from MIN_COMPRESSED_BYTES up, compresses it: `kept` once in each coding at
 * the kept levels, `quick` in a fast Brotli only (a large answer sent now, its kept variants made
 * later), `none` not at all.
 */
export async function prepareAnswer(
  body: Buffer,
  { encode = 'kept' }: { encode?: 'kept' | 'quick' | 'none' } = {},
): Promise<PreparedAnswer> {
  const answer: PreparedAnswer = { body, hash: contentHash(body) }
  if (encode === 'none' || body.length < MIN_COMPRESSED_BYTES) return answer
  if (encode === 'quick') {
    const br = await compressBody(body, 'br', QUICK_BROTLI_QUALITY)
    if (br.length < body.length) Object.assign(answer, { br, quickBr: true })
    return answer
  }
  const [br, gzip] = await Promise.all([
    compressBody(body, 'br', keptBrotliQuality(body.length)),
    compressBody(body, 'gzip', KEPT_GZIP_LEVEL),
  ])
  if (br.length < body.length) answer.br = br
  if (gzip.length < body.length) answer.gzip = gzip
  return answer
}

/**
 * Sends a prepared answer (JSON unless a type is set): the variant the client accepts, with a
 * strong ETag naming the content and its coding; Express's `res.send` answers 304 without a body
 * when If-None-Match names it, and hashes nothing since the ETag is set.
 */
export function sendPrepared(req: Request, res: Response, answer: PreparedAnswer): void {
  if (!res.get('Content-Type')) res.type('json')
  res.vary('Accept-Encoding')
  const coding = negotiateEncoding(
    req.headers['accept-encoding'],
    CODINGS.filter((c) => answer[c]),
  )
  if (coding === 'identity') {
    res.setHeader('ETag', `"${answer.hash}"`)
    res.send(answer.body)
    return
  }
  const variant = coding === 'br' && answer.quickBr ? 'br-quick' : coding
  res.setHeader('ETag', `"${answer.hash}-${variant}"`)
  res.setHeader('Content-Encoding', coding)
  res.send(answer[coding])
}

export type CompressOptions = {
  /** Requests whose answers are left alone (another server's, or a protocol of its own). */
  skip?: (req: Request) => boolean
  /** Brotli quality on the fly: 5 compresses the 1000-offer list to 4.2 % in 14 ms. */
  brotliQuality?: number
  gzipLevel?: number
}

/**
 * Compresses the app's text answers on the fly (the `compression` package), in the coding the
 * client prefers among Brotli and gzip; a body written in parts streams through the compressor
 * (`res.flush()` pushes out what is buffered). Every answer of a compressible type carries
 * `Vary: Accept-Encoding`. Left alone: bodies under MIN_COMPRESSED_BYTES, answers already coded
 * (prepared answers, precompressed files), HEAD, 204/206/304, `Cache-Control: no-transform`, and
 * clients that accept neither coding (deflate is never sent: our negotiation decides whether to
 * code, the package only which of its codings; a client rating deflate above both would get it).
 * A strong ETag becomes weak, as the bytes are the compressor's.
 */
/**
 * Requests the compressor does not even look at: paths another server answers (Next for the admin,
 * which compresses its own), a protocol of its own (socket.io), and photos (coded already, and a
 * list page asks for dozens).
 */
export const neverCompressed = (req: Request): boolean =>
  /^\/(admin|cms-api|_next|socket\.io|api\/1\.0\/images)(\/|$)/.test(req.path)

export function compressAnswers({
  skip,
  brotliQuality = 5,
  gzipLevel = 6,
}: CompressOptions = {}): RequestHandler {
  // Answers that had a coding before the compressor looked at them: their ETag names their own bytes.
  const codedAlready = new WeakSet<Response>()
  const compress = compression({
    threshold: MIN_COMPRESSED_BYTES,
    level: gzipLevel,
    brotli: brotliOptions(brotliQuality),
    // Runs as the headers go out, before the package's own checks (no-transform, size, coding, HEAD).
    filter: (req, res) => {
      if (res.getHeader('Content-Encoding')) codedAlready.add(res)
      if (!isCompressibleType(res.getHeader('Content-Type'))) return false
      res.vary('Accept-Encoding')
      // A range of a body is sent as it is: compressing it would not give a range of the coded body.
      if (res.statusCode === 206) return false
      return negotiateEncoding(req.headers['accept-encoding']) !== 'identity'
    },
  })
  return (req, res, next) => {
    if (skip?.(req)) return next()
    // Wrapped before the package wraps it, so this runs after it chose a coding.
    const writeHead = res.writeHead
    res.writeHead = function (this: Response, ...args: unknown[]) {
      const etag = res.getHeader('ETag')
      if (
        res.getHeader('Content-Encoding') &&
        !codedAlready.has(res) &&
        typeof etag === 'string' &&
        !etag.startsWith('W/')
      )
        res.setHeader('ETag', `W/${etag}`)
      return Reflect.apply(writeHead, this, args) as Response
    } as Response['writeHead']
    compress(req, res, next)
  }
}
