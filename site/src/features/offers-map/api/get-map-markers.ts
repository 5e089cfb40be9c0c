import { queryOptions, useQuery } from '@tanstack/react-query'
import type { WebReadAnswer } from '@contract/web-reads'

import { readerOf } from '../../../lib/api-reader'
import { filterToQuery, type OfferFilter } from '../../../lib/offer-filter'

export type MapMarkersResponse = WebReadAnswer<'offerMarkers'>

/** Every offer of the search (not one page of it) as markers: the compact `view=map` answer. */
export function mapMarkersQuery(filter: OfferFilter, lang: string, bbox: string | null) {
  const { skip: _skip, limit: _limit, ...query } = filterToQuery(filter, lang)
  const params = { ...query, ...(bbox ? { bbox } : {}) }
  return queryOptions({
    queryKey: ['offers', 'map', { ...params, view: 'map' }] as const,
    queryFn: ({ signal, client }) => readerOf(client)('offerMarkers', params, signal),
    staleTime: 60_000,
  })
}

export const useMapMarkers = (filter: OfferFilter, lang: string, bbox: string | null) =>
  useQuery(mapMarkersQuery(filter, lang, bbox))
