import {
  dehydrate,
  type DehydratedState,
  type FetchQueryOptions,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query'
import type { AppLoadContext } from 'react-router'

import { readThrough } from '../../lib/api-reader'
import { serverRead } from '../../lib/web-client'
import { createQueryClient, pageQueryClient } from '../query-client'

// Query options of any data type, as the api/ files export them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyQuery = FetchQueryOptions<any, any, any, any>

/**
 * A route's data on the server: fetched before rendering with the same query options (keys and
 * functions) the components use, then handed to the browser's cache so hydration fetches nothing.
 * A failed query is left for the page to show as it does in the browser.
 */
export async function prefetchOnServer(
  context: AppLoadContext,
  queries: AnyQuery[],
  adjust?: (client: QueryClient) => void,
): Promise<DehydratedState> {
  const client = serverQueryClient(context)
  await Promise.all(queries.map((q) => client.prefetchQuery(q)))
  adjust?.(client)
  return dehydrate(client)
}

/** A query client of one server render: its queries read the render's data in process. */
export const serverQueryClient = (context: AppLoadContext): QueryClient =>
  readThrough(createQueryClient(), serverRead(context.data))

/** A route's data on a client-side navigation: the fetches start at once, the page shows its own loading state. */
export function prefetchInBrowser(queries: AnyQuery[]): { dehydrated: null } {
  const client = pageQueryClient()
  for (const q of queries) void client.prefetchQuery(q)
  return { dehydrated: null }
}

/** A query a client-side navigation needs before showing the page (its head names what it shows). */
export function ensureInBrowser<T, K extends QueryKey>(
  query: FetchQueryOptions<T, Error, T, K>,
): Promise<T> {
  return pageQueryClient().ensureQueryData(query)
}
