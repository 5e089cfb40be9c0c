import { Link, Navigate, useParams } from 'react-router'

import { useLanguage, useTexts } from '../../../i18n/texts'
import { paths } from '../../../lib/paths'
import { defaultFilter, SALE_RENTS, type SaleRent } from '../../../lib/offer-filter'
import { buildOffersRoute } from '../../../lib/offers-route'
import { useDistricts } from '../api/get-districts'
import { DistrictTileList } from './district-tile-list'

/** /offers/{salerent}/{where}: district tiles with their counts (tiles with none hidden); international goes straight to the list. */
export function DistrictsPage() {
  const { salerent, where } = useParams()
  const valid =
    SALE_RENTS.includes(salerent as SaleRent) &&
    (where === 'monaco' || where === 'france' || where === 'international')
  if (!valid) return <Navigate to={paths.home} replace />
  if (where === 'international')
    return (
      <Navigate
        to={buildOffersRoute({ ...defaultFilter, where, salerent: salerent as SaleRent })}
        replace
      />
    )
  return <DistrictTiles salerent={salerent as SaleRent} where={where as 'monaco' | 'france'} />
}

function DistrictTiles({ salerent, where }: { salerent: SaleRent; where: 'monaco' | 'france' }) {
  const { t } = useTexts()
  const lang = useLanguage()
  const { data, isPending, isError } = useDistricts(salerent, where, lang)
  const tiles = (data ?? []).filter((d) => d.nb > 0)
  const title = t(`districts.title.${salerent}`, { place: t(`area.${where}`) })
  const allRoute = buildOffersRoute({ ...defaultFilter, where, salerent })

  return (
    <main id="main" className="page container">
      <h1 className="page-title">{title}</h1>
      <p className="lead">{t('districts.lead')}</p>
      {isError && <p className="notice notice--error">{t('list.loadError')}</p>}
      {isPending && (
        <div className="skeleton-grid" aria-busy="true" aria-label={t('app.loading')} />
      )}
      {data && tiles.length === 0 && <p className="notice">{t('list.empty')}</p>}
      <DistrictTileList tiles={tiles} salerent={salerent} />
      {tiles.length > 0 && (
        <p className="center">
          <Link className="button button--ghost" to={allRoute}>
            {t('districts.all', { place: t(`area.${where}`) })}
          </Link>
        </p>
      )}
    </main>
  )
}
