import { queryOptions, useQuery } from '@tanstack/react-query'
import type { PrivacySettings } from '@contract/privacy'

import type { ApiGet } from '../../../lib/api-client'
import { readerOf } from '../../../lib/api-reader'

export const getPrivacy = (get: ApiGet, signal?: AbortSignal) =>
  get<{ data: PrivacySettings }>('/web/1.0/privacy', undefined, signal).then((r) => r.data)

/** The retention period administrators set, which the legal notice states. */
export const privacyQuery = queryOptions({
  queryKey: ['privacy'] as const,
  queryFn: ({ signal, client }) => getPrivacy(readerOf(client), signal),
  staleTime: 5 * 60_000,
})

export const usePrivacy = () => useQuery(privacyQuery)
