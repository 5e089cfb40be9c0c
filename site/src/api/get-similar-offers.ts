import { queryOptions, useQuery } from '@tanstack/react-query'

import { readerOf } from '../lib/api-reader'

export const similarQuery = (slug: string, lang: string) =>
  queryOptions({
    queryKey: ['offer', slug, lang, 'similar'] as const,
    queryFn: ({ signal, client }) =>
      readerOf(client)('similarOffers', { slug, lang }, signal).then((r) => r.data),
    staleTime: 5 * 60_000,
  })

/** Up to six offers like this one, fetched once the page is in the browser (they sit below the fold). */
export const useSimilarOffers = (slug: string, lang: string, enabled: boolean) =>
  useQuery({ ...similarQuery(slug, lang), enabled })
