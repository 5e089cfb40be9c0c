import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ContentPage, ContentPageName } from '@contract/content-pages'

import { apiGet } from '../../../lib/api-client'

export const getContentPage = (name: ContentPageName, lang: string, signal?: AbortSignal) =>
  apiGet<{ data: ContentPage }>(`/web/1.0/pages/${name}`, { lang }, signal).then((r) => r.data)

export const contentPageKeys = {
  page: (name: ContentPageName, lang: string) => ['content-page', name, lang] as const,
}

/** A content page's text as staff wrote it in the admin, in one language. */
export const contentPageQuery = (name: ContentPageName, lang: string) =>
  queryOptions({
    queryKey: contentPageKeys.page(name, lang),
    queryFn: ({ signal }) => getContentPage(name, lang, signal),
    staleTime: 5 * 60_000,
  })

export const useContentPage = (name: ContentPageName, lang: string) =>
  useQuery(contentPageQuery(name, lang))
