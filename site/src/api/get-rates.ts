import { queryOptions, useQuery } from '@tanstack/react-query'

import { readerOf } from '../lib/api-reader'

export const ratesQuery = queryOptions({
  queryKey: ['rates'] as const,
  queryFn: ({ signal, client }) => readerOf(client)('rates', {}, signal).then((r) => r.data),
  staleTime: 60 * 60_000,
})

/** The agency's exchange rates, fetched only once a visitor asks for another currency. */
export const useRates = (enabled: boolean) => useQuery({ ...ratesQuery, enabled })
