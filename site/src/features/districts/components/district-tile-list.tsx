import { Link } from 'react-router'
import { imagePath } from '@contract/offer'

import { useTexts } from '../../../i18n/texts'
import { useHydrated } from '../../../lib/use-hydrated'
import { rememberFilter } from '../../../lib/filter-store'
import { defaultFilter, type SaleRent } from '../../../lib/offer-filter'
import { buildOffersRoute } from '../../../lib/offers-route'
import type { DistrictTile } from '../api/get-districts'

/**
 * District tiles with their counts, each a link to its list (tiles with none are left out by the
 * caller). Below the first screen (`deferImages`), their photos wait until the page runs, as the
 * deferred offer images do.
 */
export function DistrictTileList({
  tiles,
  salerent,
  deferImages = false,
}: {
  tiles: DistrictTile[]
  salerent: SaleRent
  deferImages?: boolean
}) {
  const { t } = useTexts()
  const held = !useHydrated() && deferImages
  return (
    <ul className="district-tiles">
      {tiles.map((tile) => (
        <li key={tile.value}>
          <Link
            className="district-tile"
            to={buildOffersRoute({ ...defaultFilter, where: tile.value, salerent })}
            onClick={() => rememberFilter({ ...defaultFilter, where: tile.value, salerent })}
          >
            {tile.img != null ? (
              <img
                src={held ? undefined : imagePath(tile.img, 400, 300)}
                width={400}
                height={300}
                alt=""
                loading="lazy"
                decoding="async"
              />
            ) : (
              <span className="district-tile__blank" />
            )}
            <span className="district-tile__text">
              <span className="district-tile__name">{tile.text}</span>
              <span className="district-tile__count">
                {t('districts.count', { count: tile.nb })}
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  )
}
