import fs from 'node:fs'
import path from 'node:path'

import express, { type Request, type RequestHandler, type Response } from 'express'

import {
  CODINGS,
  compressBody,
  contentHash,
  MIN_COMPRESSED_BYTES,
  negotiateEncoding,
  type Coding,
} from '../http/compression'

/** Text files of a build output; images and fonts are compressed already. */
export const PRECOMPRESSED_EXTENSIONS = new Set([
  '.js',
  '.mjs',
  '.css',
  '.svg',
  '.html',
  '.json',
  '.xml',
  '.txt',
  '.webmanifest',
  '.map',
])
const SUFFIX: Record<Coding, string> = { br: '.br', gzip: '.gz' }

const isPrecompressible = (file: string) =>
  PRECOMPRESSED_EXTENSIONS.has(path.extname(file).toLowerCase())

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await fs.promises.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* filesUnder(full)
    else if (entry.isFile()) yield full
  }
}

export type PrecompressSummary = { files: number; bytes: number } & Record<Coding, number>

/**
 * Writes `<file>.br` (Brotli, quality 11) and `<file>.gz` (gzip, level 9) beside every text file
 * of `dir` from MIN_COMPRESSED_BYTES up, for servePrecompressed to send as they are. Build time
 * pays the slow top qualities once. A variant no smaller than its file is not kept.
 */
export async function precompressDir(dir: string): Promise<PrecompressSummary> {
  const summary: PrecompressSummary = { files: 0, bytes: 0, br: 0, gzip: 0 }
  const jobs: Promise<void>[] = []
  for await (const file of filesUnder(dir)) {
    if (!isPrecompressible(file)) continue
    jobs.push(
      (async () => {
        const body = await fs.promises.readFile(file)
        if (body.length < MIN_COMPRESSED_BYTES) return
        summary.files++
        summary.bytes += body.length
        await Promise.all(
          CODINGS.map(async (coding) => {
            const out = await compressBody(body, coding, coding === 'br' ? 11 : 9)
            const target = file + SUFFIX[coding]
            if (out.length >= body.length) return fs.promises.rm(target, { force: true })
            summary[coding] += out.length
            await fs.promises.writeFile(target, out)
          }),
        )
      })(),
    )
  }
  await Promise.all(jobs)
  return summary
}

export type PrecompressedOptions = {
  /** Cache-Control max-age (ms or a string such as '1y'), as express.static takes it. */
  maxAge?: number | string
  immutable?: boolean
  /** false: a missing file is a 404 here rather than the next handler's business. */
  fallthrough?: boolean
}

const statOf = (file: string) => fs.promises.stat(file).catch(() => undefined)

/** Strong ETags of files sent, by path, recomputed when a file's size or time changes. */
const tags = new Map<string, { size: number; mtimeMs: number; tag: string }>()
async function strongTag(file: string, stat: fs.Stats): Promise<string> {
  const known = tags.get(file)
  if (known && known.size === stat.size && known.mtimeMs === stat.mtimeMs) return known.tag
  const tag = `"${contentHash(await fs.promises.readFile(file))}"`
  if (tags.size >= 10_000) tags.clear()
  tags.set(file, { size: stat.size, mtimeMs: stat.mtimeMs, tag })
  return tag
}

/**
 * Sends a text file, or its `.br` / `.gz` variant when the client accepts it and the variant is
 * not older than the file: Content-Type of the file, Content-Encoding of the variant,
 * `Vary: Accept-Encoding`, and a strong ETag (the hash of the bytes sent) for If-None-Match.
 * A Cache-Control already set is kept; else `maxAge`/`immutable` make it. False when the file
 * does not exist.
 */
export async function sendPrecompressed(
  req: Request,
  res: Response,
  file: string,
  opts: PrecompressedOptions = {},
): Promise<boolean> {
  const [stat, ...variants] = await Promise.all([
    statOf(file),
    ...CODINGS.map((c) => statOf(file + SUFFIX[c])),
  ])
  if (!stat?.isFile()) return false
  const fresh = (v: fs.Stats | undefined): v is fs.Stats =>
    Boolean(v?.isFile() && v.mtimeMs >= stat.mtimeMs)
  const coding = negotiateEncoding(
    req.headers['accept-encoding'],
    CODINGS.filter((_, i) => fresh(variants[i])),
  )
  const sent = coding === 'identity' ? file : file + SUFFIX[coding]
  res.vary('Accept-Encoding')
  res.type(path.extname(file))
  if (coding !== 'identity') res.setHeader('Content-Encoding', coding)
  res.setHeader(
    'ETag',
    await strongTag(
      sent,
      coding === 'identity' ? stat : (variants[CODINGS.indexOf(coding)] as fs.Stats),
    ),
  )
  await new Promise<void>((resolve, reject) => {
    // `root` so that only the file's own name is checked for a leading dot, not the folders above it.
    res.sendFile(
      path.basename(sent),
      {
        root: path.dirname(sent),
        maxAge: opts.maxAge,
        immutable: opts.immutable,
        dotfiles: 'allow',
      },
      (err?: Error & { code?: string; syscall?: string }) => {
        // A client gone mid-answer is not an error of ours.
        if (err && err.code !== 'ECONNABORTED' && err.syscall !== 'write') reject(err)
        else resolve()
      },
    )
  })
  return true
}

/**
 * Static files of `dir`, like express.static (which it hands every other file to), except that
 * text files are sent precompressed (see sendPrecompressed and precompressDir). Paths that are
 * not plainly inside `dir` (dot segments, dotfiles, bad encoding) are left to express.static,
 * which refuses them.
 */
export function servePrecompressed(dir: string, opts: PrecompressedOptions = {}): RequestHandler {
  const root = path.resolve(dir)
  const plain = express.static(root, {
    index: false,
    maxAge: opts.maxAge,
    immutable: opts.immutable,
    fallthrough: opts.fallthrough ?? true,
  })
  return (req, res, next) => {
    const file = (req.method === 'GET' || req.method === 'HEAD') && fileInside(root, req.path)
    if (!file || !isPrecompressible(file)) return plain(req, res, next)
    sendPrecompressed(req, res, file, opts).then((sent) => {
      if (!sent) plain(req, res, next)
    }, next)
  }
}

/** The file an address names under `root`, or undefined when it is not plainly inside it (dot segments, dotfiles, bad encoding). */
export function fileInside(root: string, urlPath: string): string | undefined {
  let decoded: string
  try {
    decoded = decodeURIComponent(urlPath)
  } catch {
    return undefined
  }
  if (decoded.includes('\0') || decoded.split(/[\\/]/).some((part) => part.startsWith('.')))
    return undefined
  const file = path.join(root, decoded)
  return file.startsWith(root + path.sep) ? file : undefined
}
