import { useLivePreview } from '@payloadcms/live-preview-react'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'

import { type OfferResponse } from '../../features/offer-detail/api/get-offer'
import { PREVIEW_OFFER_PATH } from '../../features/offer-detail/api/preview-offer'
import { OfferDetailContent } from '../../features/offer-detail/components/offer-detail-content'
import { PreviewBanner } from '../../features/offer-detail/components/preview-banner'
import { latestPreviewRequester } from '../../lib/preview-request'

type PreviewAnswer = Partial<OfferResponse> & { err?: unknown }
/** How the live-preview client asks for the merged document: here, our own preview endpoint. */
type RequestHandler = NonNullable<Parameters<typeof useLivePreview>[0]['requestHandler']>

/**
 * /preview/offer/{id}: the offer's detail as visitors will see it, shown in the admin's preview
 * panel. Each change of the admin's form arrives as a message from the admin (same origin) and
 * is mapped by the server exactly as the public detail is; the page redraws with the answer.
 */
export function OfferPreviewRoute({ initial, token, lang }: { initial: OfferResponse; token: string; lang: string }) {
  const { t } = useTranslation()
  const requestHandler = useMemo<RequestHandler>(() => {
    const ask = latestPreviewRequester(PREVIEW_OFFER_PATH, token, lang)
    return ({ data }) => ask((data as { data?: Record<string, unknown> }).data)
  }, [token, lang])
  const initialData = useMemo<PreviewAnswer>(() => ({ ...initial, id: initial.data.of_id }), [initial])
  // The admin's origin is the site's own: the messages of any other are ignored.
  const serverURL = typeof window === 'undefined' ? '' : window.location.origin
  const { data: answer } = useLivePreview<PreviewAnswer>({ initialData, serverURL, depth: 0, requestHandler })
  const current = answer?.data && !answer.err ? answer : null

  return (
    <>
      <PreviewBanner />
      {current?.data ? (
        <OfferDetailContent offer={current.data} services={current.items_services} updatedAt={0} preview />
      ) : (
        <main id="main" className="page container">
          <h1 className="page-title">{t('preview.unavailable')}</h1>
        </main>
      )}
    </>
  )
}
