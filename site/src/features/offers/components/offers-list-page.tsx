import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Navigate, useLocation, useNavigate, useParams } from 'react-router'

import { paths } from '../../../lib/paths'
import { useLanguage } from '../../../i18n/i18n'
import { useItems } from '../../../api/get-items'
import { useOffers } from '../../../api/get-offers'
import { rememberFilter } from '../../../lib/filter-store'
import { isArea, type OfferFilter, PAGE_SIZE } from '../../../lib/offer-filter'
import { districtLabel } from '../../../lib/offer-labels'
import { buildOffersRoute, offersHref, parseOffersRoute } from '../../../lib/offers-route'
import { FilterPanel } from './filter-panel'
import { OffersResults } from './offers-results'
import { Pagination } from './pagination'

export function OffersListPage() {
  const { t } = useTranslation()
  const lang = useLanguage()
  const navigate = useNavigate()
  const { pathname, search } = useLocation()
  const filter = parseOffersRoute(useParams(), search)
  const { data: items } = useItems()
  const { data, isPending, isError } = useOffers(filter, lang)
  const [filtersOpen, setFiltersOpen] = useState(false)

  // The route is the source of truth; the remembered filter follows it.
  const route = filter ? buildOffersRoute(filter) : null
  const href = filter ? offersHref(filter) : null
  useEffect(() => {
    if (filter) rememberFilter(filter)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [href])

  const place = filter ? (isArea(filter.where) ? t(`area.${filter.where}`) : districtLabel(filter.where, items, lang)) : ''
  const heading = filter ? t(`list.title.${filter.salerent}`, { place }) : ''

  if (!filter) return <Navigate to={paths.home} replace />
  if (route !== pathname) return <Navigate to={route!} replace />

  const go = (next: OfferFilter) => navigate(offersHref(next))
  const total = data?.meta.total ?? 0
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE))

  return (
    <main id="main" className="page container">
      <header className="list-header">
        <h1 className="page-title">{heading}</h1>
        <p className="muted" aria-live="polite">
          {data ? t('list.count', { count: total }) : '\u00a0'}
        </p>
        <button type="button" className="button button--ghost button--small list-header__filters" aria-expanded={filtersOpen} aria-controls="filters" onClick={() => setFiltersOpen(!filtersOpen)}>
          {t('filters.title')}
        </button>
      </header>
      <div className="list-layout">
        <aside id="filters" className={`list-layout__filters${filtersOpen ? ' is-open' : ''}`} aria-label={t('filters.title')}>
          <FilterPanel filter={filter} onChange={go} />
        </aside>
        <div className="list-layout__results">
          <OffersResults offers={data?.data} services={data?.items_services ?? items?.services ?? []} items={items} loading={isPending} failed={isError} />
          <Pagination page={filter.page} pages={pages} onPage={(page) => go({ ...filter, page })} />
        </div>
      </div>
    </main>
  )
}
