import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import type { RequestHandler } from 'express'

import { fileInside, servePrecompressed } from './precompressed'

/**
 * Hashed site assets kept across builds, for rolling deploys.
 *
 * A page rendered by build N names `/assets/<name>-<hash>.js|css` files that build N+1 does not
 * have; while instances of both run behind one proxy (and for as long as a browser tab, a CDN or
 * a cache holds a page of build N and loads its route chunks lazily), such a request may reach
 * an instance of the other build. Every instance therefore copies its build's assets, with their
 * `.br`/`.gz` variants, into one store in DATA_DIR, and the asset route falls back to that store
 * for a hashed file its own build lacks.
 *
 * The store lives at run time in DATA_DIR rather than in the build output: DATA_DIR is the one
 * folder the instances of a cluster share, so the old and the new builds see each other's files
 * whatever machine built them; on a single machine rebuilt in place it outlives the rebuild all
 * the same (the build folder does not: the process still running the old build would lose its
 * own files). Keeping previous files in the build output would only cover that second case.
 *
 * Hashed names are content-addressed: one name is always the same bytes, so instances of
 * different builds never overwrite each other's files with other content.
 */
export const KEPT_ASSETS_FOLDER = 'assets-kept'

export const keptAssetsDir = (dataDir: string) => path.join(dataDir, KEPT_ASSETS_FOLDER)

const DAY_MS = 24 * 60 * 60 * 1000
/** Running instances mark their files as in use this often (or four times within the keeping time when shorter). */
const REFRESH_MS = 6 * 60 * 60 * 1000

const isVariant = (file: string) => /\.(br|gz)$/.test(file)

async function filesUnder(dir: string, base = dir): Promise<string[]> {
  const entries = await fs.promises.readdir(dir, { withFileTypes: true }).catch((err) => {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return []
    throw err
  })
  const found: string[] = []
  for (const entry of entries) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) found.push(...(await filesUnder(full, base)))
    else if (entry.isFile()) found.push(path.relative(base, full))
  }
  return found
}

export type KeepSummary = { copied: number; refreshed: number; pruned: number }

/**
 * Copies the files of `assetsDir` (a build's `client/assets`) missing from `storeDir`, marks
 * those already there as in use now (their time only moves forward), then prunes the store's
 * files not marked for `keepDays`.
 *
 * A file's time is when an instance of a build that has it last said so: at its start and every
 * few hours while it runs. So a file goes `keepDays` after the last instance of its build
 * stopped, however long that instance ran. Variants are written and marked before their file,
 * as `sendPrecompressed` ignores a variant older than its file. Copies are written under a
 * dot-name and renamed, so another instance never serves half a file (dot-names are never
 * served).
 */
export async function keepBuildAssets({
  assetsDir,
  storeDir,
  keepDays,
  now = Date.now(),
}: {
  assetsDir: string
  storeDir: string
  keepDays: number
  now?: number
}): Promise<KeepSummary> {
  const summary: KeepSummary = { copied: 0, refreshed: 0, pruned: 0 }
  const files = await filesUnder(assetsDir)
  // Whole seconds: what every file system keeps exactly (a network disk may keep no finer).
  const stamp = Math.floor(now / 1000) * 1000
  const at = new Date(stamp)
  const keepOne = async (rel: string) => {
    const source = path.join(assetsDir, rel)
    const target = path.join(storeDir, rel)
    const [own, kept] = await Promise.all([
      fs.promises.stat(source),
      fs.promises.stat(target).catch(() => undefined),
    ])
    // A file pruned by another instance between the stat and the mark is copied again.
    if (kept?.isFile() && kept.size === own.size) {
      const marked =
        kept.mtimeMs >= stamp ||
        (await fs.promises.utimes(target, at, at).then(
          () => true,
          (err: NodeJS.ErrnoException) => {
            if (err.code === 'ENOENT') return false
            throw err
          },
        ))
      if (marked) {
        summary.refreshed++
        return
      }
    }
    await fs.promises.mkdir(path.dirname(target), { recursive: true })
    const temp = path.join(
      path.dirname(target),
      `.${path.basename(target)}.${randomBytes(6).toString('hex')}.tmp`,
    )
    try {
      // A copy-on-write clone where the file system offers one, else a plain copy.
      await fs.promises.copyFile(source, temp, fs.constants.COPYFILE_FICLONE)
      await fs.promises.utimes(temp, at, at)
      await fs.promises.rename(temp, target)
    } finally {
      await fs.promises.rm(temp, { force: true })
    }
    summary.copied++
  }
  // Variants first, then their files (see above); a few at a time, the store may be a network disk.
  for (const group of [files.filter(isVariant), files.filter((f) => !isVariant(f))])
    for (let i = 0; i < group.length; i += 16)
      await Promise.all(group.slice(i, i + 16).map(keepOne))
  summary.pruned = await pruneKeptAssets(storeDir, keepDays, now)
  return summary
}

/** Removes the store's files (copies left half-written by a stopped instance included) not marked for `keepDays`. */
export async function pruneKeptAssets(
  storeDir: string,
  keepDays: number,
  now = Date.now(),
): Promise<number> {
  const before = now - keepDays * DAY_MS
  let pruned = 0
  // Files before their variants: a variant is never served without its file.
  const files = (await filesUnder(storeDir)).sort(
    (a, b) => Number(isVariant(a)) - Number(isVariant(b)),
  )
  for (const rel of files) {
    const file = path.join(storeDir, rel)
    const stat = await fs.promises.stat(file).catch(() => undefined)
    if (!stat || stat.mtimeMs >= before) continue
    await fs.promises.rm(file, { force: true })
    pruned++
  }
  return pruned
}

/**
 * `/assets` files this instance's build lacks, from the store, with the same one-year immutable
 * caching and precompressed variants as the build's own. A file of the build itself, an address
 * that is not plainly a file name and a file the store lacks too are left to the next handler
 * (the build's own asset route, which answers 404 for the last, never a page). The build's file
 * is looked for on disk at each request rather than listed once: a machine rebuilt in place
 * removes the files of the build its running process serves.
 */
export function keptAssetsFallback({
  assetsDir,
  storeDir,
}: {
  assetsDir: string
  storeDir: string
}): RequestHandler {
  const own = path.resolve(assetsDir)
  const fromStore = servePrecompressed(storeDir, {
    immutable: true,
    maxAge: '1y',
    fallthrough: true,
  })
  return (req, res, next) => {
    const file = (req.method === 'GET' || req.method === 'HEAD') && fileInside(own, req.path)
    if (!file) return next()
    fs.stat(file, (err, stat) => (!err && stat.isFile() ? next() : fromStore(req, res, next)))
  }
}

/**
 * Keeps this instance's build in the store: at start (awaited, so that an instance of a new
 * build takes no request before the old instances can serve its files), then every few hours
 * while it runs. A store that cannot be written (a read-only or full disk) is logged, not fatal:
 * the instance still serves its own build. `keepDays` 0 turns the store off.
 */
export async function keepAssetsWhileRunning({
  assetsDir,
  storeDir,
  keepDays,
  log,
}: {
  assetsDir: string
  storeDir: string
  keepDays: number
  log: { info: (msg: string) => void; warn: (msg: string) => void }
}): Promise<{ stop: () => void }> {
  if (keepDays <= 0) return { stop: () => undefined }
  const keep = async () => {
    try {
      const s = await keepBuildAssets({ assetsDir, storeDir, keepDays })
      if (s.copied || s.pruned)
        log.info(
          `kept assets: ${s.copied} copied to ${storeDir}, ${s.refreshed} already there, ${s.pruned} older than ${keepDays} days removed`,
        )
    } catch (err) {
      log.warn(`kept assets: ${storeDir} could not be updated (${(err as Error).message})`)
    }
  }
  await keep()
  const timer = setInterval(() => void keep(), Math.min(REFRESH_MS, (keepDays * DAY_MS) / 4))
  timer.unref()
  return { stop: () => clearInterval(timer) }
}
