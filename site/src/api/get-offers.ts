import { keepPreviousData, queryOptions, skipToken, useQuery } from '@tanstack/react-query'
import type { OfferListAnswer, OfferQuery } from '@contract/web-reads'

import { readerOf } from '../lib/api-reader'
import type { WebReader } from '../lib/web-client'
import { filterToQuery, type OfferFilter } from '../lib/offer-filter'

/** The query keys of offer lists: every list starts with `offers`. */
export const offerKeys = {
  all: ['offers'] as const,
  list: (query: object) => ['offers', 'list', query] as const,
  none: ['offers', 'list', {}] as readonly ['offers', 'list', object],
  carousel: (lang: string) => ['offers', 'carousel', lang] as const,
  favourites: (ids: unknown[], lang: string) => ['offers', 'favourites', ids, lang] as const,
}

export type OffersResponse = OfferListAnswer

export const getOffers = (read: WebReader, query: OfferQuery, signal?: AbortSignal) =>
  read('offers', query, signal)

/** A page of a search, narrowed to an area drawn on the map when there is one (`bbox`). */
export const offersQuery = (filter: OfferFilter, lang: string, bbox: string | null = null) => {
  const query = { ...filterToQuery(filter, lang), ...(bbox ? { bbox } : {}) }
  return queryOptions({
    queryKey: offerKeys.list(query),
    queryFn: ({ signal, client }) => getOffers(readerOf(client), query, signal),
    placeholderData: keepPreviousData,
  })
}

// A route that does not parse asks for nothing (the page redirects home).
export const useOffers = (filter: OfferFilter | null, lang: string, bbox: string | null = null) =>
  useQuery(
    filter ? offersQuery(filter, lang, bbox) : { queryKey: offerKeys.none, queryFn: skipToken },
  )

/** The home carousel: the published carousel offers. */
export const carouselQuery = (lang: string) =>
  queryOptions({
    queryKey: offerKeys.carousel(lang),
    queryFn: ({ signal, client }) =>
      getOffers(readerOf(client), { carousel: true, isweb: true, lang, limit: 1 }, signal),
    staleTime: 5 * 60_000,
  })

export const useCarouselOffers = (lang: string) => useQuery(carouselQuery(lang))

/** The visitor's favourites, fetched by id. */
export const useFavouriteOffers = (ids: string[], lang: string) =>
  useQuery({
    queryKey: offerKeys.favourites(ids, lang),
    queryFn: ({ signal, client }) =>
      getOffers(readerOf(client), { favories: ids.join(','), lang }, signal),
    enabled: ids.length > 0,
    placeholderData: keepPreviousData,
  })
