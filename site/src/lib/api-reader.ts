import type { QueryClient } from '@tanstack/react-query'

import { type ApiGet, apiGet } from './api-client'

const readers = new WeakMap<QueryClient, ApiGet>()

/** Makes `client`'s queries read through `get` (the server's in-process reads of one render). */
export function readThrough(client: QueryClient, get: ApiGet): QueryClient {
  readers.set(client, get)
  return client
}

/**
 * How a query function reads the API: through what its query client was given on the server,
 * over HTTP in the browser. The query keys stay the same either way, so hydration fetches nothing.
 */
export const readerOf = (client: QueryClient): ApiGet => readers.get(client) ?? apiGet
