import { useTexts } from '../../i18n/texts'

/** Says, above a staff preview, that visitors do not see this page yet. */
export function PreviewBanner() {
  const { t } = useTexts()
  return (
    <div className="preview-banner" role="status">
      <strong>{t('preview.banner')}</strong> <span>{t('preview.bannerText')}</span>
    </div>
  )
}
