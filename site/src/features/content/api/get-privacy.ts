import { queryOptions, useQuery } from '@tanstack/react-query'

import { readerOf } from '../../../lib/api-reader'
import type { WebReader } from '../../../lib/web-client'

export const getPrivacy = (read: WebReader, signal?: AbortSignal) =>
  read('privacy', {}, signal).then((r) => r.data)

/** The retention period administrators set, which the legal notice states. */
export const privacyQuery = queryOptions({
  queryKey: ['privacy'] as const,
  queryFn: ({ signal, client }) => getPrivacy(readerOf(client), signal),
  staleTime: 5 * 60_000,
})

export const usePrivacy = () => useQuery(privacyQuery)
