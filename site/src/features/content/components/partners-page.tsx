import { useLanguage, useTexts } from '../../../i18n/texts'
import { ContentPageBody } from './content-page-body'

export function PartnersPage() {
  const { t } = useTexts()
  const lang = useLanguage()
  return (
    <main id="main" className="page container container--narrow prose">
      <h1 className="page-title">{t('partners.title')}</h1>
      <ContentPageBody name="partners" lang={lang} />
    </main>
  )
}
