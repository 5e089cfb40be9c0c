import type { LoaderFunctionArgs } from 'react-router'
import { useLoaderData } from 'react-router'

import { itemsQuery } from '../../api/get-items'
import { carouselQuery } from '../../api/get-offers'
import { HomePage } from '../../features/home/components/home-page'
import { HydratePage } from '../ssr/hydrate-page'
import { prefetchInBrowser, prefetchOnServer } from '../ssr/prefetch'
import { browserLanguage, type PageData, serverLanguage, textMeta } from '../ssr/route-data'

export async function loader({ request, context }: LoaderFunctionArgs): Promise<PageData> {
  const lang = serverLanguage(request, context)
  return { dehydrated: await prefetchOnServer(context, [carouselQuery(lang), itemsQuery]) }
}

export const clientLoader = () => prefetchInBrowser([carouselQuery(browserLanguage()), itemsQuery])

export const meta = textMeta('home.metaTitle', 'home.metaDescription')

export default function Home() {
  return (
    <HydratePage data={useLoaderData<typeof loader>()}>
      <HomePage />
    </HydratePage>
  )
}
