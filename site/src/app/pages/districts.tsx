import { type MetaArgs, redirect, useLoaderData } from 'react-router'

import { districtsQuery } from '../../features/districts/api/get-districts'
import { DistrictsPage } from '../../features/districts/components/districts-page'
import { defaultFilter, SALE_RENTS, type SaleRent } from '../../lib/offer-filter'
import { buildOffersRoute } from '../../lib/offers-route'
import { paths } from '../../lib/paths'
import { HydratePage } from '../ssr/hydrate-page'
import { pageMeta, rootText } from '../ssr/page-meta'
import { prefetchInBrowser, prefetchOnServer } from '../ssr/prefetch'
import { browserLanguage, type PageData, rootOf, serverLanguage } from '../ssr/route-data'
import type { Route } from './+types/districts'

type Tiles = { salerent: SaleRent; where: 'monaco' | 'france' }

/** Districts exist for Monaco and France; international has none and goes straight to its list. */
function readTiles(params: Route.LoaderArgs['params']): Tiles {
  const { salerent, where } = params
  if (
    !SALE_RENTS.includes(salerent as SaleRent) ||
    (where !== 'monaco' && where !== 'france' && where !== 'international')
  )
    throw redirect(paths.home)
  if (where === 'international')
    throw redirect(buildOffersRoute({ ...defaultFilter, where, salerent: salerent as SaleRent }))
  return { salerent: salerent as SaleRent, where }
}

export async function loader({
  request,
  context,
  params,
}: Route.LoaderArgs): Promise<PageData & Tiles> {
  const tiles = readTiles(params)
  return {
    ...tiles,
    dehydrated: await prefetchOnServer(context, [
      districtsQuery(tiles.salerent, tiles.where, serverLanguage(request, context)),
    ]),
  }
}

export function clientLoader({ params }: Route.ClientLoaderArgs): PageData & Tiles {
  const tiles = readTiles(params)
  return {
    ...tiles,
    ...prefetchInBrowser([districtsQuery(tiles.salerent, tiles.where, browserLanguage())]),
  }
}

export const meta = ({ matches, location, data }: MetaArgs) => {
  const root = rootOf(matches)
  const tiles = data as Tiles | undefined
  const place = tiles ? rootText(root, `area.${tiles.where}`) : ''
  return pageMeta(root, location, {
    title: tiles ? rootText(root, `districts.title.${tiles.salerent}`, { place }) : '',
    description: rootText(root, 'districts.metaDescription', { place }),
  })
}

export default function Districts() {
  return (
    <HydratePage data={useLoaderData<typeof loader>()}>
      <DistrictsPage />
    </HydratePage>
  )
}
