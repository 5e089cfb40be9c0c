import { useLanguage, useTexts } from '../../../i18n/texts'
import { Link, Navigate, useParams } from 'react-router'

import { paths } from '../../../lib/paths'
import { imageUrl } from '../../../lib/offer-types'
import { rememberFilter } from '../../../lib/filter-store'
import { defaultFilter, SALE_RENTS, type SaleRent } from '../../../lib/offer-filter'
import { buildOffersRoute } from '../../../lib/offers-route'
import { useDistricts } from '../api/get-districts'

/** /offers/{salerent}/{where}: district tiles with their counts (tiles with none hidden); international goes straight to the list. */
export function DistrictsPage() {
  const { salerent, where } = useParams()
  const valid = SALE_RENTS.includes(salerent as SaleRent) && (where === 'monaco' || where === 'france' || where === 'international')
  if (!valid) return <Navigate to={paths.home} replace />
  if (where === 'international') return <Navigate to={buildOffersRoute({ ...defaultFilter, where, salerent: salerent as SaleRent })} replace />
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
      {isPending && <div className="skeleton-grid" aria-busy="true" aria-label={t('app.loading')} />}
      {data && tiles.length === 0 && <p className="notice">{t('list.empty')}</p>}
      <ul className="district-tiles">
        {tiles.map((tile) => (
          <li key={tile.value}>
            <Link className="district-tile" to={buildOffersRoute({ ...defaultFilter, where: tile.value, salerent })} onClick={() => rememberFilter({ ...defaultFilter, where: tile.value, salerent })}>
              {tile.img != null ? <img src={imageUrl(tile.img, 400, 300)} width={400} height={300} alt="" loading="lazy" decoding="async" /> : <span className="district-tile__blank" />}
              <span className="district-tile__text">
                <span className="district-tile__name">{tile.text}</span>
                <span className="district-tile__count">{t('districts.count', { count: tile.nb })}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
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
