import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ContentPageName } from '@contract/content-pages'

import { readerOf } from '../../../lib/api-reader'
import type { WebReader } from '../../../lib/web-client'

export const getContentPage = (
  read: WebReader,
  name: ContentPageName,
  lang: string,
  signal?: AbortSignal,
) => read('page', { name, lang }, signal).then((r) => r.data)

export const contentPageKeys = {
  page: (name: ContentPageName, lang: string) => ['content-page', name, lang] as const,
}

/** A content page's text as staff wrote it in the admin, in one language. */
export const contentPageQuery = (name: ContentPageName, lang: string) =>
  queryOptions({
    queryKey: contentPageKeys.page(name, lang),
    queryFn: ({ signal, client }) => getContentPage(readerOf(client), name, lang, signal),
    staleTime: 5 * 60_000,
  })

export const useContentPage = (name: ContentPageName, lang: string) =>
  useQuery(contentPageQuery(name, lang))
