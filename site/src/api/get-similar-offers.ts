import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Offer } from '@contract/offer'

import { apiGet } from '../lib/api-client'

export const similarQuery = (slug: string, lang: string) =>
  queryOptions({
    queryKey: ['offer', slug, lang, 'similar'] as const,
    queryFn: ({ signal }) =>
      apiGet<{ data: Offer[] }>(
        `/web/1.0/offers/${encodeURIComponent(slug)}/similar`,
        { lang },
        signal,
      ).then((r) => r.data),
    staleTime: 5 * 60_000,
  })

/** Up to six offers like this one, fetched once the page is in the browser (they sit below the fold). */
export const useSimilarOffers = (slug: string, lang: string, enabled: boolean) =>
  useQuery({ ...similarQuery(slug, lang), enabled })
