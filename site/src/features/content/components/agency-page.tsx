import { Link } from 'react-router'

import { useLanguage, useTexts } from '../../../i18n/texts'
import { paths } from '../../../lib/paths'
import { ContentPageBody } from './content-page-body'

export function AgencyPage() {
  const { t } = useTexts()
  const lang = useLanguage()
  return (
    <main id="main" className="page container container--narrow prose">
      <p className="eyebrow">{t('agency.eyebrow')}</p>
      <h1 className="page-title">{t('agency.title')}</h1>
      <ContentPageBody name="agency" lang={lang} />
      <p>
        <Link className="button" to={paths.contact}>
          {t('offer.contactUs')}
        </Link>
      </p>
    </main>
  )
}
