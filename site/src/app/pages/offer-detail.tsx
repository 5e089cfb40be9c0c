import {
  isRouteErrorResponse,
  Link,
  type MetaArgs,
  useLoaderData,
  useRouteError,
  data,
} from 'react-router'
import { areaOf } from '@contract/area'
import { isMonacoCity, type Offer, offerName } from '@contract/offer'

import { useTexts } from '../../i18n/texts'
import { itemsQuery } from '../../api/get-items'
import { HomeFilters } from '../../features/home/components/home-filters'
import { costsQuery } from '../../features/offer-detail/api/get-costs'
import { offerDetailKeys, offerQuery, type OfferResponse } from '../../api/get-offer'
import { ApiError } from '../../lib/api-client'
import { defaultFilter } from '../../lib/offer-filter'
import { buildOffersRoute } from '../../lib/offers-route'
import { paths } from '../../lib/paths'
import { OfferDetailRoute } from '../routes/offer-detail-route'
import { HydratePage } from '../ssr/hydrate-page'
import { offerJsonLd, offerPreviewImage, offerSummary } from '../ssr/offer-json-ld'
import { pageMeta, rootText } from '../ssr/page-meta'
import {
  ensureInBrowser,
  prefetchInBrowser,
  prefetchOnServer,
  serverQueryClient,
} from '../ssr/prefetch'
import { browserLanguage, type PageData, rootOf, serverLanguage } from '../ssr/route-data'
import type { Route } from './+types/offer-detail'

/** The list an offer belongs to: its market and whether it is for sale or rent. */
const listOf = (offer: Offer) =>
  buildOffersRoute({
    ...defaultFilter,
    where: offer.of_area ?? areaOf(offer.bu_id?.bu_city, null),
    salerent: offer.of_sell ? 'sales' : 'rents',
  })

/** The offer of the address; an unknown or unpublished one is a real 404 (crawlers), with a page that helps visitors on. */
async function loadOffer(
  slug: string | undefined,
  fetchOffer: (slug: string) => Promise<OfferResponse>,
): Promise<OfferResponse> {
  try {
    return await fetchOffer(slug ?? '')
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw data({ slug }, { status: 404 })
    throw error
  }
}

type DetailData = PageData & { offer?: Offer }

/** The offer of a page's data: given by the browser's loader, or read from the server's prefetched query (not sent twice). */
const offerOf = (page: DetailData | undefined): Offer | undefined =>
  page?.offer ??
  (
    page?.dehydrated?.queries.find((q) => q.queryKey[0] === offerDetailKeys.all[0])?.state.data as
      OfferResponse | undefined
  )?.data

export async function loader({ request, context, params }: Route.LoaderArgs): Promise<DetailData> {
  const lang = serverLanguage(request, context)
  const query = offerQuery(params.slug ?? '', lang)
  const answer = await loadOffer(params.slug, () => serverQueryClient(context).fetchQuery(query))
  // The answer already fetched fills the page's query: no second call.
  const dehydrated = await prefetchOnServer(context, [
    { ...query, queryFn: () => answer },
    itemsQuery,
    costsQuery,
  ])
  return { dehydrated }
}

export async function clientLoader({ params }: Route.ClientLoaderArgs): Promise<DetailData> {
  const lang = browserLanguage()
  prefetchInBrowser([itemsQuery, costsQuery])
  const answer = await loadOffer(params.slug, (slug) => ensureInBrowser(offerQuery(slug, lang)))
  return { dehydrated: null, offer: answer.data }
}

export const meta = ({ matches, location, data: page }: MetaArgs) => {
  const root = rootOf(matches)
  const offer = offerOf(page as DetailData | undefined)
  if (!root || !offer)
    return pageMeta(root, location, {
      title: rootText(root, 'offer.notFound'),
      description: rootText(root, 'offer.metaDescription'),
    })
  const salerent = offer.of_sell ? 'sales' : 'rents'
  const place = isMonacoCity(offer.bu_id?.bu_city) ? 'Monaco' : (offer.bu_id?.bu_city ?? '')
  return pageMeta(root, location, {
    title: offerName(offer, root.lang),
    description: offerSummary(offer, root.lang) || rootText(root, 'offer.metaDescription'),
    image: offerPreviewImage(root.origin, offer),
    jsonLd: offerJsonLd(root.origin, location.pathname, offer, root.lang, {
      home: rootText(root, 'nav.home'),
      list: rootText(root, `list.title.${salerent}`, { place }),
      listPath: listOf(offer),
    }),
  })
}

export default function OfferDetail() {
  return (
    <HydratePage data={useLoaderData<typeof loader>()}>
      <OfferDetailRoute />
    </HydratePage>
  )
}

/** An offer that is gone: say so, and offer a new search and the current selection instead. */
export function ErrorBoundary() {
  const error = useRouteError()
  const { t } = useTexts()
  const gone = isRouteErrorResponse(error) && error.status === 404
  return (
    <main id="main" className="page container">
      <h1 className="page-title">{t(gone ? 'offer.notFound' : 'list.loadError')}</h1>
      <HomeFilters />
      <p>
        <Link className="button" to={paths.home}>
          {t('home.searchTitle')}
        </Link>{' '}
        <Link className="button button--ghost" to={buildOffersRoute(defaultFilter)}>
          {t('list.title.rents_and_sales', { place: t('area.monaco') })}
        </Link>
      </p>
    </main>
  )
}
