import { QueryClient } from '@tanstack/react-query'

import { ApiError } from '../lib/api-client'

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        // A 4xx answer will not change on retry.
        retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
      },
    },
  })
}

let browserClient: QueryClient | null = null

/** The browser keeps one cache for the whole visit; the server makes one per request. */
export function pageQueryClient(): QueryClient {
  if (typeof document === 'undefined') return createQueryClient()
  browserClient ??= createQueryClient()
  return browserClient
}
