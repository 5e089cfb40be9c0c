import http from 'node:http'
import https from 'node:https'
import type { LookupFunction } from 'node:net'
import type { Readable } from 'node:stream'
import zlib from 'node:zlib'

import { env } from '../../../env'
import {
  allowedHosts,
  checkedAddresses,
  DownloadError,
  type AllowedHosts,
  type CheckedAddress,
} from './import-addresses'

export { DownloadError } from './import-addresses'

const MAX_REDIRECTS = 5
const REDIRECTS = new Set([301, 302, 303, 307, 308])

export type DownloadOptions = {
  /** Bytes (once decompressed) beyond which the download stops. */
  maxBytes: number
  /** The whole download's time, redirects, answer and body included. */
  timeoutMs: number
  /** Stops the download from outside (the import's own time limit). */
  signal?: AbortSignal
}

let allowed: { entries: string[]; hosts: AllowedHosts } | undefined
function allowedNow(): AllowedHosts {
  const entries = env().IMPORT_ALLOW_HOSTS
  if (allowed?.entries !== entries) allowed = { entries, hosts: allowedHosts(entries) }
  return allowed.hosts
}

/** Node's connection asks this for the host's addresses: it gets those already checked. */
const pinnedLookup =
  (addresses: CheckedAddress[]): LookupFunction =>
  (_host, options, callback) => {
    if (options.all) callback(null, addresses)
    else callback(null, addresses[0]!.address, addresses[0]!.family)
  }

function get(url: URL, addresses: CheckedAddress[], signal: AbortSignal) {
  return new Promise<http.IncomingMessage>((resolve, reject) => {
    const req = (url.protocol === 'https:' ? https : http).request(
      {
        protocol: url.protocol,
        hostname: url.hostname.replace(/^\[(.*)\]$/, '$1'),
        port: url.port || undefined,
        path: `${url.pathname}${url.search}`,
        headers: { accept: '*/*', 'accept-encoding': 'gzip, deflate, br' },
        agent: false,
        lookup: pinnedLookup(addresses),
        signal,
      },
      resolve,
    )
    req.on('error', reject)
    req.end()
  })
}

function decoded(res: http.IncomingMessage): Readable {
  const encoding = String(res.headers['content-encoding'] ?? '').toLowerCase()
  const decoder =
    encoding === 'gzip' || encoding === 'x-gzip'
      ? zlib.createGunzip()
      : encoding === 'deflate'
        ? zlib.createInflate()
        : encoding === 'br'
          ? zlib.createBrotliDecompress()
          : null
  if (!decoder) return res
  res.on('error', (err) => decoder.destroy(err))
  return res.pipe(decoder)
}

async function body(res: http.IncomingMessage, maxBytes: number): Promise<Buffer[]> {
  const tooLarge = `larger than ${Math.round(maxBytes / 1048576)} MB`
  if (!res.headers['content-encoding'] && Number(res.headers['content-length'] ?? 0) > maxBytes)
    throw new DownloadError(tooLarge)
  const parts: Buffer[] = []
  let size = 0
  for await (const part of decoded(res) as AsyncIterable<Buffer>) {
    size += part.length
    if (size > maxBytes) throw new DownloadError(tooLarge)
    parts.push(part)
  }
  return parts
}

/**
 * The bytes at an http(s) address of a feed import. Every hop, the first and each redirect, is
 * resolved and refused when it leads to this machine or a private network (IMPORT_ALLOW_HOSTS
 * aside), then connected to the addresses checked; the whole download has a time limit, so a
 * server that trickles its bytes cannot hold the import. Failures say what went wrong without
 * saying what answered at a refused address.
 */
export async function download(address: string, opts: DownloadOptions): Promise<Buffer[]> {
  const limit = AbortSignal.timeout(opts.timeoutMs)
  const signal = opts.signal ? AbortSignal.any([limit, opts.signal]) : limit
  let res: http.IncomingMessage | undefined
  try {
    let url = new URL(address)
    for (let hop = 0; ; hop++) {
      if (url.protocol !== 'http:' && url.protocol !== 'https:')
        throw new DownloadError('unsupported address (http or https)')
      res = await get(url, await checkedAddresses(url.hostname, allowedNow()), signal)
      const status = res.statusCode ?? 0
      const location = res.headers.location
      if (REDIRECTS.has(status) && location) {
        res.destroy()
        if (hop === MAX_REDIRECTS) throw new DownloadError('too many redirects')
        url = new URL(location, url)
        continue
      }
      if (status < 200 || status > 299) throw new DownloadError(`HTTP ${status}`, status)
      return await body(res, opts.maxBytes)
    }
  } catch (err) {
    if (limit.aborted)
      throw new DownloadError(`not received within ${Math.round(opts.timeoutMs / 1000)} s`)
    if (opts.signal?.aborted) throw new DownloadError('stopped')
    if (err instanceof DownloadError) throw err
    const e = err as NodeJS.ErrnoException
    throw new DownloadError(
      e.code === 'ERR_INVALID_URL' ? 'not a valid address' : `no answer (${e.code ?? e.message})`,
    )
  } finally {
    res?.destroy()
  }
}
