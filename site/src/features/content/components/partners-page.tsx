import { useTranslation } from 'react-i18next'

import { useLanguage } from '../../../i18n/i18n'
import { ContentPageBody } from './content-page-body'

export function PartnersPage() {
  const { t } = useTranslation()
  const lang = useLanguage()
  return (
    <main id="main" className="page container container--narrow prose">
      <h1 className="page-title">{t('partners.title')}</h1>
      <ContentPageBody name="partners" lang={lang} />
    </main>
  )
}
