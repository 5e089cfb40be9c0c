import { useLivePreview } from '@payloadcms/live-preview-react'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'

import { type PagesPreview, PREVIEW_PAGES_PATH } from '../../features/content/api/preview-pages'
import { PreviewBanner } from '../../features/offer-detail/components/preview-banner'
import { ServerHtml } from '../../components/ui/server-html'
import { latestPreviewRequester } from '../../lib/preview-request'

type PreviewAnswer = Partial<PagesPreview> & { err?: unknown }
type RequestHandler = NonNullable<Parameters<typeof useLivePreview>[0]['requestHandler']>

/**
 * /preview/pages: the agency, partners and legal notice pages as visitors will read them, one
 * after the other, in the admin's preview panel; each change of the form is rendered and
 * sanitised by the server as a save would be, and the page redraws with the answer.
 */
export function ContentPagesPreviewRoute({ initial, token, lang }: { initial: PagesPreview; token: string; lang: string }) {
  const { t } = useTranslation()
  const requestHandler = useMemo<RequestHandler>(() => {
    const ask = latestPreviewRequester(PREVIEW_PAGES_PATH, token, lang)
    return ({ data }) => ask((data as { data?: Record<string, unknown> }).data)
  }, [token, lang])
  const initialData = useMemo<PreviewAnswer>(() => ({ ...initial, id: 'content-pages' }), [initial])
  // The admin's origin is the site's own: the messages of any other are ignored.
  const serverURL = typeof window === 'undefined' ? '' : window.location.origin
  const { data: answer } = useLivePreview<PreviewAnswer>({ initialData, serverURL, depth: 0, requestHandler })
  const pages = (answer?.data && !answer.err ? answer : initial).data

  return (
    <>
      <PreviewBanner />
      <main id="main" className="page container container--narrow prose">
        <h2 className="page-title">{t('agency.title')}</h2>
        <ServerHtml html={pages?.agency ?? ''} className="content-page__body" />
        <h2 className="page-title">{t('partners.title')}</h2>
        <ServerHtml html={pages?.partners ?? ''} className="content-page__body" />
        <div lang="fr">
          <h2 className="page-title">Mentions légales</h2>
          <ServerHtml html={pages?.legal ?? ''} className="content-page__body" />
        </div>
      </main>
    </>
  )
}
