import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'

import { paths } from '../../../lib/paths'

export function AgencyPage() {
  const { t } = useTranslation()
  return (
    <main id="main" className="page container container--narrow prose">
      <p className="eyebrow">{t('agency.eyebrow')}</p>
      <h1 className="page-title">{t('agency.title')}</h1>
      <p className="lead">{t('agency.lead')}</p>
      <h2>{t('agency.saleTitle')}</h2>
      <p>{t('agency.saleText')}</p>
      <h2>{t('agency.rentTitle')}</h2>
      <p>{t('agency.rentText')}</p>
      <h2>{t('agency.manageTitle')}</h2>
      <p>{t('agency.manageText')}</p>
      <p>
        <Link className="button" to={paths.contact}>
          {t('offer.contactUs')}
        </Link>
      </p>
    </main>
  )
}
