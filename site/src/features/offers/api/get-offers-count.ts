import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'

import { readerOf } from '../../../lib/api-reader'
import { filterToQuery, type OfferFilter } from '../../../lib/offer-filter'

/** How many offers a search finds, without them (`limit=0`): the list's own call and filters. */
export const offersCountQuery = (filter: OfferFilter, lang: string, bbox: string | null) => {
  const { skip: _skip, limit: _limit, sort: _sort, ...query } = filterToQuery(filter, lang)
  const asked = { ...query, ...(bbox ? { bbox } : {}), limit: 0 }
  return queryOptions({
    queryKey: ['offers', 'count', asked] as const,
    queryFn: ({ signal, client }) =>
      readerOf(client)('offers', asked, signal).then((r) => r.meta.total),
  })
}

/**
 * The filter sheet's live count: the last count stays shown while the next is asked for, so the
 * button keeps its place and size.
 */
export const useOffersCount = (filter: OfferFilter, lang: string, bbox: string | null) =>
  useQuery({ ...offersCountQuery(filter, lang, bbox), placeholderData: keepPreviousData })

/**
 * How many offers each of several searches finds, in their order: each count is the same query
 * (and cache entry) as the search's own count, asked all at once.
 */
export const useOffersCounts = (filters: OfferFilter[], lang: string, bbox: string | null) => {
  const counts = filters.map((f) => offersCountQuery(f, lang, bbox))
  return useQuery({
    queryKey: ['offers', 'counts', counts.map((q) => q.queryKey[2])] as const,
    queryFn: ({ client }) => Promise.all(counts.map((q) => client.fetchQuery(q))),
    enabled: filters.length > 0,
  })
}
