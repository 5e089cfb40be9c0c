import { queryOptions, useQuery } from '@tanstack/react-query'
import type { OfferDetailAnswer } from '@contract/web-reads'

import { readerOf } from '../lib/api-reader'
import type { WebReader } from '../lib/web-client'

/** The query keys of one offer's detail. */
export const offerDetailKeys = {
  all: ['offer'] as const,
  of: (slug: string, lang: string) => ['offer', slug, lang] as const,
}

export type OfferResponse = OfferDetailAnswer

export const getOffer = (read: WebReader, slug: string, lang: string, signal?: AbortSignal) =>
  read('offer', { slug, lang }, signal)

export const offerQuery = (slug: string, lang: string) =>
  queryOptions({
    queryKey: offerDetailKeys.of(slug, lang),
    queryFn: ({ signal, client }) => getOffer(readerOf(client), slug, lang, signal),
  })

export const useOffer = (slug: string, lang: string) => useQuery(offerQuery(slug, lang))
