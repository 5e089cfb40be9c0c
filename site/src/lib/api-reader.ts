import type { QueryClient } from '@tanstack/react-query'

import { fetchRead, type WebReader } from './web-client'

const readers = new WeakMap<QueryClient, WebReader>()

/** Makes `client`'s queries read through `read` (the server's in-process reads of one render). */
export function readThrough(client: QueryClient, read: WebReader): QueryClient {
  readers.set(client, read)
  return client
}

/**
 * How a query function reads the API: through what its query client was given on the server,
 * over HTTP in the browser. The query keys stay the same either way, so hydration fetches nothing.
 */
export const readerOf = (client: QueryClient): WebReader => readers.get(client) ?? fetchRead
