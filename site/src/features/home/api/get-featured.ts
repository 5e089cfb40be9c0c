import { queryOptions, useQuery } from '@tanstack/react-query'

import { readerOf } from '../../../lib/api-reader'

/** How many offers the home page's row shows. */
export const FEATURED_COUNT = 6

/** The home page's row: the offers staff put forward, else the newest exclusives, else the newest (`featured=1`). */
export const featuredQuery = (lang: string) =>
  queryOptions({
    queryKey: ['offers', 'featured', lang] as const,
    queryFn: ({ signal, client }) =>
      readerOf(client)('offers', { featured: 1, lang, limit: FEATURED_COUNT }, signal),
    staleTime: 5 * 60_000,
  })

export const useFeaturedOffers = (lang: string) => useQuery(featuredQuery(lang))
