import fs from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'

import { env } from '../../../env'
import { FeedError } from './feed-error'
import { FEED_MAX_BYTES } from './feed-import-names'
import { download, DownloadError } from './import-download'
import type { FeedSource } from './import-kyero'

/** The feed's name when none is given: a file's name, or an address's host and path. */
export function defaultFeedName(fileOrAddress: string): string {
  if (/^https?:\/\//i.test(fileOrAddress)) {
    const url = new URL(fileOrAddress)
    return `${url.host}${url.pathname}`.replace(/\/$/, '')
  }
  return path.basename(fileOrAddress)
}

/**
 * How many `<property>` elements a file has, counted in a cheap first pass over its bytes (no
 * parsing), so that the progress of a streamed import has a total.
 */
export async function countProperties(stream: Readable): Promise<number> {
  const needle = Buffer.from('<property')
  let count = 0
  let tail = Buffer.alloc(0)
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    const buf = Buffer.concat([tail, chunk])
    for (let at = buf.indexOf(needle); at >= 0; at = buf.indexOf(needle, at + 1)) {
      const next = buf[at + needle.length]
      // `<property>` or `<property …>`, not `<property_type>`; a needle cut at the chunk's end is seen next time.
      if (next === undefined) break
      if (next === 0x3e || next === 0x20 || next === 0x0a || next === 0x0d || next === 0x09) count++
    }
    tail = buf.subarray(Math.max(0, buf.length - needle.length))
  }
  return count
}

/** A local feed file: streamed, counted first, its folder the base of relative photo paths. */
export async function openFeedFile(file: string): Promise<FeedSource> {
  const full = path.resolve(file)
  if (!fs.statSync(full, { throwIfNoEntry: false })?.isFile())
    throw new FeedError(`No such feed file: ${file}`)
  return {
    stream: fs.createReadStream(full),
    name: path.basename(full),
    baseDir: path.dirname(full),
    total: await countProperties(fs.createReadStream(full)),
  }
}

/**
 * A feed at an http(s) address, downloaded whole first (at most 60 MB within
 * IMPORT_FEED_TIMEOUT_S, never from this machine or a private network unless IMPORT_ALLOW_HOSTS
 * allows it), then read from memory: a server sending its bytes slowly cannot hold the import
 * queue, and the total is known before the import starts.
 */
export async function openFeedAddress(address: string): Promise<FeedSource> {
  let chunks: Buffer[]
  try {
    chunks = await download(address, {
      maxBytes: FEED_MAX_BYTES,
      timeoutMs: env().IMPORT_FEED_TIMEOUT_S * 1000,
    })
  } catch (err) {
    if (err instanceof DownloadError && err.status)
      throw new FeedError(`The feed at ${address} answered HTTP ${err.status}`)
    throw new FeedError(`The feed at ${address} could not be fetched: ${(err as Error).message}`)
  }
  return {
    stream: Readable.from(chunks),
    name: defaultFeedName(address),
    total: await countProperties(Readable.from(chunks)),
  }
}

/** A file path or an http(s) address. */
export const openFeed = (fileOrAddress: string): Promise<FeedSource> =>
  /^https?:\/\//i.test(fileOrAddress) ? openFeedAddress(fileOrAddress) : openFeedFile(fileOrAddress)
