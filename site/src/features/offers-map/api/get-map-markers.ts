import { queryOptions, useQuery } from '@tanstack/react-query'
import type { MapMarker } from '@contract/map'

import { readerOf } from '../../../lib/api-reader'
import { filterToQuery, type OfferFilter } from '../../../lib/offer-filter'

export type MapMarkersResponse = { data: MapMarker[] }

/** Every offer of the search (not one page of it) as markers: the compact `view=map` answer. */
export function mapMarkersQuery(filter: OfferFilter, lang: string, bbox: string | null) {
  const { skip: _skip, limit: _limit, ...query } = filterToQuery(filter, lang)
  const params = { ...query, ...(bbox ? { bbox } : {}), view: 'map' }
  return queryOptions({
    queryKey: ['offers', 'map', params] as const,
    queryFn: ({ signal, client }) =>
      readerOf(client)<MapMarkersResponse>('/web/1.0/offers', params, signal),
    staleTime: 60_000,
  })
}

export const useMapMarkers = (filter: OfferFilter, lang: string, bbox: string | null) =>
  useQuery(mapMarkersQuery(filter, lang, bbox))
