import fs from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'

import { FeedError } from './feed-error'
import type { FeedSource } from './import-kyero'

/** How long the feed's server may take to answer (the body then streams at its own pace). */
const FEED_ANSWER_TIMEOUT_MS = 60_000

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

/** A feed at an http(s) address, streamed as it downloads (its total is known at the end). */
export async function openFeedAddress(address: string): Promise<FeedSource> {
  // The time limit is for the answer only: cleared once it starts, the body may take longer.
  const abort = new AbortController()
  const timer = setTimeout(() => abort.abort(), FEED_ANSWER_TIMEOUT_MS)
  const res = await fetch(address, { signal: abort.signal })
    .catch((err: Error) => {
      throw new FeedError(`The feed at ${address} could not be fetched: ${err.message}`)
    })
    .finally(() => clearTimeout(timer))
  if (!res.ok || !res.body)
    throw new FeedError(`The feed at ${address} answered HTTP ${res.status}`)
  return {
    stream: Readable.fromWeb(res.body as never),
    name: defaultFeedName(address),
  }
}

/** A file path or an http(s) address. */
export const openFeed = (fileOrAddress: string): Promise<FeedSource> =>
  /^https?:\/\//i.test(fileOrAddress) ? openFeedAddress(fileOrAddress) : openFeedFile(fileOrAddress)
