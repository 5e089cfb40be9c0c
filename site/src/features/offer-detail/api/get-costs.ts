import { queryOptions, useQuery } from '@tanstack/react-query'

import { readerOf } from '../../../lib/api-reader'

/** The cost-of-buying rates staff maintain; the same for every offer and language. */
export const costsQuery = queryOptions({
  queryKey: ['costs'] as const,
  queryFn: ({ signal, client }) => readerOf(client)('costs', {}, signal),
  staleTime: 5 * 60_000,
})

export const useCosts = () => useQuery(costsQuery)
