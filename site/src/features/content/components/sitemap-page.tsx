import { Link } from 'react-router'

import { useTexts } from '../../../i18n/texts'
import { menuTarget } from '../../../lib/offers-route'
import { paths } from '../../../lib/paths'
import { AREAS } from '../../../lib/offer-filter'

export function SitemapPage() {
  const { t } = useTexts()
  return (
    <main id="main" className="page container container--narrow prose">
      <h1 className="page-title">{t('sitemap.title')}</h1>
      <div className="sitemap">
        <section>
          <h2>{t('nav.sales')}</h2>
          <ul>
            {AREAS.map((a) => (
              <li key={a}>
                <Link to={menuTarget('sales', a)}>{t(`area.${a}`)}</Link>
              </li>
            ))}
          </ul>
        </section>
        <section>
          <h2>{t('nav.rentals')}</h2>
          <ul>
            {AREAS.map((a) => (
              <li key={a}>
                <Link to={menuTarget('rents', a)}>{t(`area.${a}`)}</Link>
              </li>
            ))}
          </ul>
        </section>
        <section>
          <h2>{t('sitemap.agency')}</h2>
          <ul>
            <li>
              <Link to={paths.home}>{t('nav.home')}</Link>
            </li>
            <li>
              <Link to={paths.favourites}>{t('nav.favourites')}</Link>
            </li>
            <li>
              <Link to={paths.agency}>{t('nav.agency')}</Link>
            </li>
            <li>
              <Link to={paths.partners}>{t('nav.partners')}</Link>
            </li>
            <li>
              <Link to={paths.contact}>{t('nav.contact')}</Link>
            </li>
            <li>
              <Link to={paths.login}>{t('nav.login')}</Link>
            </li>
            <li>
              <Link to={paths.legalNotice}>{t('nav.legalNotice')}</Link>
            </li>
          </ul>
        </section>
      </div>
    </main>
  )
}
