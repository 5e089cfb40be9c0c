import { queryOptions, useQuery } from '@tanstack/react-query'
import type { SiteConfig } from '@contract/site-config'

import type { WebReader } from '../lib/web-client'
import { readerOf } from '../lib/api-reader'

export type { SiteConfig }

export const getSiteConfig = (read: WebReader, signal?: AbortSignal) =>
  read('site', {}, signal).then((r) => r.data)

export const siteConfigKeys = { all: ['site-config'] as const }

export const siteConfigQuery = queryOptions({
  queryKey: siteConfigKeys.all,
  queryFn: ({ signal, client }) => getSiteConfig(readerOf(client), signal),
  staleTime: Infinity,
})

export const useSiteConfig = () => useQuery(siteConfigQuery)
