import { useLoaderData } from 'react-router'

import { itemsQuery } from '../../api/get-items'
import { carouselQuery } from '../../api/get-offers'
import { districtsQuery } from '../../features/districts/api/get-districts'
import { HomeDistricts } from '../../features/districts/components/home-districts'
import { featuredQuery } from '../../features/home/api/get-featured'
import { HomePage } from '../../features/home/components/home-page'
import { HydratePage } from '../ssr/hydrate-page'
import { prefetchInBrowser, prefetchOnServer } from '../ssr/prefetch'
import { browserLanguage, type PageData, serverLanguage, textMeta } from '../ssr/route-data'
import type { Route } from './+types/home'

/** The carousel, the featured row and Monaco's district tiles are all in the page's HTML. */
const homeQueries = (lang: string) => [
  carouselQuery(lang),
  itemsQuery,
  featuredQuery(lang),
  districtsQuery('rents_and_sales', 'monaco', lang),
]

export async function loader({ request, context }: Route.LoaderArgs): Promise<PageData> {
  const lang = serverLanguage(request, context)
  return { dehydrated: await prefetchOnServer(context, homeQueries(lang)) }
}

export const clientLoader = () => prefetchInBrowser(homeQueries(browserLanguage()))

export const meta = textMeta('home.metaTitle', 'home.metaDescription')

export default function Home() {
  return (
    <HydratePage data={useLoaderData<typeof loader>()}>
      <HomePage Districts={HomeDistricts} />
    </HydratePage>
  )
}
