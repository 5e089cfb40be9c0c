import { useTexts } from '../../i18n/texts'
import { type PagesPreview, PREVIEW_PAGES_PATH } from '../preview/preview-pages'
import { PreviewBanner } from '../preview/preview-banner'
import { useLivePreviewAnswer } from '../preview/use-live-preview-answer'
import { ServerHtml } from '../../components/ui/server-html'

/**
 * /preview/pages: the agency, partners and legal notice pages as visitors will read them, one
 * after the other, in the admin's preview panel; each change of the form is rendered and
 * sanitised by the server as a save would be, and the page redraws with the answer.
 */
export function ContentPagesPreviewRoute({
  initial,
  token,
  lang,
}: {
  initial: PagesPreview
  token: string
  lang: string
}) {
  const { t } = useTexts()
  const pages =
    useLivePreviewAnswer<Partial<PagesPreview>>(
      PREVIEW_PAGES_PATH,
      token,
      lang,
      initial,
      'content-pages',
    )?.data ?? initial.data

  return (
    <>
      <PreviewBanner />
      <main id="main" className="page container container--narrow prose">
        <h2 className="page-title">{t('agency.title')}</h2>
        <ServerHtml html={pages.agency} className="content-page__body" />
        <h2 className="page-title">{t('partners.title')}</h2>
        <ServerHtml html={pages.partners} className="content-page__body" />
        <div lang="fr">
          <h2 className="page-title">Mentions légales</h2>
          <ServerHtml html={pages.legal} className="content-page__body" />
        </div>
      </main>
    </>
  )
}
