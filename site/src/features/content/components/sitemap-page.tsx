import { Link } from 'react-router'

import { useTexts } from '../../../i18n/texts'
import { menuTarget } from '../../../lib/offers-route'
import { AREAS } from '../../../lib/offer-filter'
import { type NamedPage, PageLinkItems } from '../../../components/page-link-items'

const AGENCY_PAGES: NamedPage[] = [
  'home',
  'favourites',
  'agency',
  'partners',
  'contact',
  'valuation',
  'login',
  'legalNotice',
]

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
            <PageLinkItems pages={AGENCY_PAGES} />
          </ul>
        </section>
      </div>
    </main>
  )
}
