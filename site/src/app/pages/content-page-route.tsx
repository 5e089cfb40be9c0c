import type { ComponentType } from 'react'
import { type LoaderFunctionArgs, useLoaderData } from 'react-router'
import type { ContentPageName } from '@contract/content-pages'

import { contentPageQuery } from '../../features/content/api/get-content-page'
import { HydratePage } from '../ssr/hydrate-page'
import { prefetchInBrowser, prefetchOnServer } from '../ssr/prefetch'
import { browserLanguage, type PageData, serverLanguage } from '../ssr/route-data'

/**
 * The route of a page whose text staff write in the admin: the text is fetched before rendering
 * (in the page's language, or always in `lang` when the page has only one), so the server's HTML
 * already carries it.
 */
export function contentPageRoute(name: ContentPageName, Body: ComponentType, lang?: 'fr') {
  return {
    loader: async ({ request, context }: LoaderFunctionArgs): Promise<PageData> => ({
      dehydrated: await prefetchOnServer(context, [
        contentPageQuery(name, lang ?? serverLanguage(request, context)),
      ]),
    }),
    clientLoader: (): PageData =>
      prefetchInBrowser([contentPageQuery(name, lang ?? browserLanguage())]),
    Page: function ContentPageRoute() {
      return (
        <HydratePage data={useLoaderData<PageData>()}>
          <Body />
        </HydratePage>
      )
    },
  }
}
