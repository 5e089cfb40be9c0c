import { type MetaArgs, redirect, useLoaderData } from 'react-router'
import type { Language } from '@contract/languages'
import { boundingBoxOf, formatBoundingBox } from '@contract/geo'

import { type Items, itemsQuery } from '../../api/get-items'
import { offersQuery } from '../../api/get-offers'
import { OffersListRoute } from '../routes/offers-list-route'
import { isArea, type OfferFilter } from '../../lib/offer-filter'
import { districtLabel } from '../../lib/offer-labels'
import { buildOffersRoute, parseOffersRoute } from '../../lib/offers-route'
import { paths } from '../../lib/paths'
import { HydratePage } from '../ssr/hydrate-page'
import { pageMeta, rootText } from '../ssr/page-meta'
import { ensureInBrowser, prefetchInBrowser, prefetchOnServer } from '../ssr/prefetch'
import { browserLanguage, type PageData, rootOf, serverLanguage } from '../ssr/route-data'
import type { Route } from './+types/offers-list'

/** Enough cards to fill a phone's first screens; the virtualized grid renders no more on the server. */
const FIRST_CARDS = 12

type ListData = PageData & {
  salerent: OfferFilter['salerent']
  area: string | null
  district: string
}

/** A list address that does not parse goes home; one written another way goes to its one spelling. */
function readFilter(params: Route.LoaderArgs['params'], url: URL): OfferFilter {
  const filter = parseOffersRoute(params, url.search)
  if (!filter) throw redirect(paths.home)
  const route = buildOffersRoute(filter)
  if (route !== url.pathname) throw redirect(route + url.search)
  return filter
}

/** The area drawn on the map, in its one spelling, when the address has a valid one. */
const areaOf = (url: URL) => {
  const box = boundingBoxOf(url.searchParams.get('bbox'))
  return box ? formatBoundingBox(box) : null
}

const placeOf = (filter: OfferFilter, items: Items | undefined, lang: Language) =>
  isArea(filter.where)
    ? { area: filter.where, district: '' }
    : { area: null, district: districtLabel(filter.where, items, lang) }

export async function loader({ request, context, params }: Route.LoaderArgs): Promise<ListData> {
  const url = new URL(request.url)
  const filter = readFilter(params, url)
  const lang = serverLanguage(request, context)
  const list = offersQuery(filter, lang, areaOf(url))
  // The HTML carries the first cards only, whatever the page's size (up to a thousand offers):
  // the browser starts from them and fetches the whole page at once, as it is marked stale.
  const dehydrated = await prefetchOnServer(context, [list, itemsQuery], (client) => {
    client.setQueryData(list.queryKey, (answer) =>
      answer ? { ...answer, data: answer.data.slice(0, FIRST_CARDS) } : answer,
    )
    void client.invalidateQueries({ queryKey: list.queryKey, refetchType: 'none' })
  })
  const items = dehydrated.queries.find((q) => q.queryKey[0] === itemsQuery.queryKey[0])?.state
    .data as Items | undefined
  return { dehydrated, salerent: filter.salerent, ...placeOf(filter, items, lang) }
}

export async function clientLoader({ request, params }: Route.ClientLoaderArgs): Promise<ListData> {
  const url = new URL(request.url)
  const filter = readFilter(params, url)
  const lang = browserLanguage()
  prefetchInBrowser([offersQuery(filter, lang, areaOf(url))])
  const items = await ensureInBrowser(itemsQuery).catch(() => undefined)
  return { dehydrated: null, salerent: filter.salerent, ...placeOf(filter, items, lang) }
}

export const meta = ({ matches, location, data }: MetaArgs) => {
  const root = rootOf(matches)
  const list = data as ListData | undefined
  const place = list ? (list.area ? rootText(root, `area.${list.area}`) : list.district) : ''
  return pageMeta(root, location, {
    title: list ? rootText(root, `list.title.${list.salerent}`, { place }) : '',
    description: rootText(root, 'list.metaDescription', { place }),
  })
}

export default function OffersList() {
  return (
    <HydratePage data={useLoaderData<typeof loader>()}>
      <OffersListRoute />
    </HydratePage>
  )
}
