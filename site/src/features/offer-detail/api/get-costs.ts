import { queryOptions, useQuery } from '@tanstack/react-query'
import type { CostSettings } from '@contract/purchase-cost'

import { apiGet } from '../../../lib/api-client'

/** The cost-of-buying rates staff maintain; the same for every offer and language. */
export const costsQuery = queryOptions({
  queryKey: ['costs'] as const,
  queryFn: ({ signal }) => apiGet<{ data: CostSettings }>('/web/1.0/costs', {}, signal),
  staleTime: 5 * 60_000,
})

export const useCosts = () => useQuery(costsQuery)
