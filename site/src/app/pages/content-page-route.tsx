import type { FetchQueryOptions } from '@tanstack/react-query'
import type { ComponentType } from 'react'
import { type LoaderFunctionArgs, useLoaderData } from 'react-router'
import type { ContentPageName } from '@contract/content-pages'

import { contentPageQuery } from '../../features/content/api/get-content-page'
import { HydratePage } from '../ssr/hydrate-page'
import { prefetchInBrowser, prefetchOnServer } from '../ssr/prefetch'
import { browserLanguage, type PageData, serverLanguage } from '../ssr/route-data'

// Query options of any data type, as the api/ files export them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyQuery = FetchQueryOptions<any, any, any, any>

/**
 * The route of a page whose text staff write in the admin: the text is fetched before rendering
 * (in the page's language, or always in `lang` when the page has only one), with the page's other
 * data (`also`), so the server's HTML already carries it.
 */
export function contentPageRoute(
  name: ContentPageName,
  Body: ComponentType,
  lang?: 'fr',
  also: AnyQuery[] = [],
) {
  return {
    loader: async ({ request, context }: LoaderFunctionArgs): Promise<PageData> => ({
      dehydrated: await prefetchOnServer(context, [
        contentPageQuery(name, lang ?? serverLanguage(request, context)),
        ...also,
      ]),
    }),
    clientLoader: (): PageData =>
      prefetchInBrowser([contentPageQuery(name, lang ?? browserLanguage()), ...also]),
    Page: function ContentPageRoute() {
      return (
        <HydratePage data={useLoaderData<PageData>()}>
          <Body />
        </HydratePage>
      )
    },
  }
}
