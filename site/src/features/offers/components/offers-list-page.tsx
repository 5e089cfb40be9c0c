import { type ComponentType, useEffect, useState } from 'react'
import { type BoundingBox, boundingBoxOf, formatBoundingBox } from '@contract/geo'
import type { SearchFilter } from '@contract/saved-search'
import { Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router'

import { useLanguage, useTexts } from '../../../i18n/texts'
import { paths } from '../../../lib/paths'
import { useItems } from '../../../api/get-items'
import { useOffers } from '../../../api/get-offers'
import { rememberFilter } from '../../../lib/filter-store'
import { isArea, type OfferFilter, PAGE_SIZE } from '../../../lib/offer-filter'
import { districtLabel } from '../../../lib/offer-labels'
import { buildOffersRoute, offersHref, parseOffersRoute } from '../../../lib/offers-route'
import { searchFilterOf } from '../../../lib/search-filter'
import { EmptyResults } from './empty-results'
import { FilterPanel } from './filter-panel'
import { FilterSheet } from './filter-sheet'
import { ListMapSwitch, type ResultsView } from './list-map-switch'
import { MapButton } from './map-button'
import { OffersResults } from './offers-results'
import { Pagination } from './pagination'
import { SortSelect } from './sort-select'

export type MapViewProps = {
  filter: OfferFilter
  bbox: BoundingBox | null
  onSearchArea: (bbox: string) => void
  onShowList: () => void
}
export type AlertDialogProps = { filter: SearchFilter; onClose: () => void }

/** A list of offers, or its map; the map and the alert form are given by the app, which loads them on demand. */
export function OffersListPage({
  MapView,
  AlertDialog,
}: {
  MapView: ComponentType<MapViewProps>
  AlertDialog: ComponentType<AlertDialogProps>
}) {
  const { t } = useTexts()
  const lang = useLanguage()
  const navigate = useNavigate()
  const { pathname, search } = useLocation()
  const [searchParams, setSearchParams] = useSearchParams()
  const filter = parseOffersRoute(useParams(), search)
  // The view and the area drawn on the map live in the address, so a shared link opens the same search.
  const view: ResultsView = searchParams.get('view') === 'map' ? 'map' : 'list'
  const bbox = boundingBoxOf(searchParams.get('bbox'))
  const { data: items } = useItems()
  const { data, isPending, isError } = useOffers(
    filter,
    lang,
    bbox ? formatBoundingBox(bbox) : null,
  )
  const [filtersOpen, setFiltersOpen] = useState(false)
  const [alertOpen, setAlertOpen] = useState(false)

  // The route is the source of truth; the remembered filter follows it.
  const route = filter ? buildOffersRoute(filter) : null
  const href = filter ? offersHref(filter) : null
  useEffect(() => {
    if (filter) rememberFilter(filter)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [href])

  const place = filter
    ? isArea(filter.where)
      ? t(`area.${filter.where}`)
      : districtLabel(filter.where, items, lang)
    : ''
  const heading = filter ? t(`list.title.${filter.salerent}`, { place }) : ''

  if (!filter) return <Navigate to={paths.home} replace />
  if (route !== pathname) return <Navigate to={route!} replace />

  // A new filter keeps the view and the map's area; the filter's own query (energy class) comes from the filter.
  const withView = (href: string, extra: Record<string, string> = {}) => {
    const [path, query = ''] = href.split('?')
    const params = new URLSearchParams(query)
    for (const name of ['view', 'bbox']) {
      const value = searchParams.get(name)
      if (value) params.set(name, value)
    }
    for (const [name, value] of Object.entries(extra)) params.set(name, value)
    const text = params.toString()
    return text ? `${path}?${text}` : path
  }
  const hrefOf = (next: OfferFilter) => withView(offersHref(next))
  const go = (next: OfferFilter) => navigate(hrefOf(next))
  const setParam = (name: string, value: string | null) =>
    setSearchParams((params) => {
      if (value === null) params.delete(name)
      else params.set(name, value)
      return params
    })
  const searchArea = (box: string) =>
    navigate(withView(offersHref({ ...filter, page: 1 }), { bbox: box }))
  const total = data?.meta.total ?? 0
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE))
  // The offers of this page, of which the server's HTML carries the first only.
  const onPage = Math.min(PAGE_SIZE, Math.max(0, total - (filter.page - 1) * PAGE_SIZE))
  const area = bbox ? formatBoundingBox(bbox) : null

  return (
    <main id="main" className="page container">
      <header className="list-header">
        <h1 className="page-title">{heading}</h1>
        <p className="muted list-header__count" aria-live="polite">
          {data ? t('list.count', { count: total }) : '\u00a0'}
        </p>
        <SortSelect value={filter.sort} onChange={(sort) => go({ ...filter, sort, page: 1 })} />
        <button type="button" className="button button--small" onClick={() => setAlertOpen(true)}>
          {t('alerts.alertMe')}
        </button>
        <ListMapSwitch
          view={view}
          onChange={(next) => setParam('view', next === 'map' ? 'map' : null)}
        />
        {bbox && (
          <p className="list-header__area">
            {t('map.areaApplied')}{' '}
            <button type="button" className="link-button" onClick={() => setParam('bbox', null)}>
              {t('map.clearArea')}
            </button>
          </p>
        )}
        <button
          type="button"
          className="button button--ghost button--small list-header__filters"
          aria-haspopup="dialog"
          aria-expanded={filtersOpen}
          onClick={() => setFiltersOpen(true)}
        >
          {t('filters.title')}
        </button>
      </header>
      {alertOpen && (
        <AlertDialog filter={searchFilterOf(filter, area)} onClose={() => setAlertOpen(false)} />
      )}
      {filtersOpen && (
        <FilterSheet
          filter={filter}
          bbox={area}
          onClose={() => setFiltersOpen(false)}
          onApply={(next) => {
            setFiltersOpen(false)
            go(next)
          }}
        />
      )}
      <div className="list-layout">
        <aside id="filters" className="list-layout__filters" aria-label={t('filters.title')}>
          <FilterPanel filter={filter} onChange={go} />
        </aside>
        <div className="list-layout__results">
          {view === 'map' ? (
            <MapView
              filter={filter}
              bbox={bbox}
              onSearchArea={searchArea}
              onShowList={() => setParam('view', null)}
            />
          ) : (
            <>
              {data && !isError && total === 0 ? (
                <EmptyResults
                  filter={filter}
                  bbox={area}
                  hrefOf={hrefOf}
                  onAlert={() => setAlertOpen(true)}
                />
              ) : (
                <OffersResults
                  offers={data?.data}
                  count={onPage}
                  services={data?.items_services ?? items?.services ?? []}
                  items={items}
                  loading={isPending}
                  failed={isError}
                />
              )}
              <Pagination
                page={filter.page}
                pages={pages}
                onPage={(page) => go({ ...filter, page })}
              />
              {total > 0 && <MapButton onClick={() => setParam('view', 'map')} />}
            </>
          )}
        </div>
      </div>
    </main>
  )
}
