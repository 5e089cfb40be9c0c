import { queryOptions, useQuery } from '@tanstack/react-query'
import type { MapTiles } from '@contract/map'

import type { ApiGet } from '../lib/api-client'
import { readerOf } from '../lib/api-reader'

export type SiteConfig = {
  agency: { name: string; phone: string; email: string; address: string }
  social: { facebook?: string; instagram?: string; linkedin?: string }
  extranetUrl: string
  publicUrl: string
  /** Where the maps' tiles come from, and the credit their provider requires. */
  map?: MapTiles
}

export const getSiteConfig = (get: ApiGet, signal?: AbortSignal) =>
  get<{ data: SiteConfig }>('/web/1.0/site', undefined, signal).then((r) => r.data)

export const siteConfigKeys = { all: ['site-config'] as const }

export const siteConfigQuery = queryOptions({
  queryKey: siteConfigKeys.all,
  queryFn: ({ signal, client }) => getSiteConfig(readerOf(client), signal),
  staleTime: Infinity,
})

export const useSiteConfig = () => useQuery(siteConfigQuery)
