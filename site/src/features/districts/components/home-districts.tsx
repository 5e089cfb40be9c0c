import { useLanguage, useTexts } from '../../../i18n/texts'
import { useDistricts } from '../api/get-districts'
import { DistrictTileList } from './district-tile-list'

/** Monaco's districts with offers, for the home page: the same tiles as the districts page, under a section heading. */
export function HomeDistricts() {
  const { t } = useTexts()
  const lang = useLanguage()
  const { data } = useDistricts('rents_and_sales', 'monaco', lang)
  const tiles = (data ?? []).filter((d) => d.nb > 0)
  if (!tiles.length) return null
  return (
    <section className="container home-districts" aria-labelledby="home-districts-title">
      <h2 id="home-districts-title" className="section-title">
        {t('home.districts')}
      </h2>
      <DistrictTileList tiles={tiles} salerent="rents_and_sales" deferImages />
    </section>
  )
}
