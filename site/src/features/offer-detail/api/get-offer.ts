import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Offer } from '@contract/offer'

import type { ApiGet } from '../../../lib/api-client'
import { readerOf } from '../../../lib/api-reader'
import type { Service } from '../../../api/get-items'

/** The query keys of one offer's detail. */
export const offerDetailKeys = {
  all: ['offer'] as const,
  of: (slug: string, lang: string) => ['offer', slug, lang] as const,
}

export type OfferResponse = { data: Offer; items_services: Service[] }

export const getOffer = (get: ApiGet, slug: string, lang: string, signal?: AbortSignal) =>
  get<OfferResponse>(`/web/1.0/offers/${encodeURIComponent(slug)}`, { lang }, signal)

export const offerQuery = (slug: string, lang: string) =>
  queryOptions({
    queryKey: offerDetailKeys.of(slug, lang),
    queryFn: ({ signal, client }) => getOffer(readerOf(client), slug, lang, signal),
  })

export const useOffer = (slug: string, lang: string) => useQuery(offerQuery(slug, lang))
