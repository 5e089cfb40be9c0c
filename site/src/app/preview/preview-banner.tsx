import { useTranslation } from 'react-i18next'

/** Says, above a staff preview, that visitors do not see this page yet. */
export function PreviewBanner() {
  const { t } = useTranslation()
  return (
    <div className="preview-banner" role="status">
      <strong>{t('preview.banner')}</strong> <span>{t('preview.bannerText')}</span>
    </div>
  )
}
