import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Offer } from '@contract/offer'

import { readerOf } from '../lib/api-reader'

export const similarQuery = (slug: string, lang: string) =>
  queryOptions({
    queryKey: ['offer', slug, lang, 'similar'] as const,
    queryFn: ({ signal, client }) =>
      readerOf(client)<{ data: Offer[] }>(
        `/web/1.0/offers/${encodeURIComponent(slug)}/similar`,
        { lang },
        signal,
      ).then((r) => r.data),
    staleTime: 5 * 60_000,
  })

/** Up to six offers like this one, fetched once the page is in the browser (they sit below the fold). */
export const useSimilarOffers = (slug: string, lang: string, enabled: boolean) =>
  useQuery({ ...similarQuery(slug, lang), enabled })
