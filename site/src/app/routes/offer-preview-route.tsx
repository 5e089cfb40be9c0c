import { useTexts } from '../../i18n/texts'
import { type OfferResponse } from '../../api/get-offer'
import { PREVIEW_OFFER_PATH } from '../preview/preview-offer'
import { OfferDetailContent } from '../../features/offer-detail/components/offer-detail-content'
import { PreviewBanner } from '../preview/preview-banner'
import { useLivePreviewAnswer } from '../preview/use-live-preview-answer'

/**
 * /preview/offer/{id}: the offer's detail as visitors will see it, shown in the admin's preview
 * panel, mapped by the server exactly as the public detail is, redrawn with each change of the form.
 */
export function OfferPreviewRoute({
  initial,
  token,
  lang,
}: {
  initial: OfferResponse
  token: string
  lang: string
}) {
  const { t } = useTexts()
  const current = useLivePreviewAnswer<Partial<OfferResponse>>(
    PREVIEW_OFFER_PATH,
    token,
    lang,
    initial,
    initial.data.of_id,
  )

  return (
    <>
      <PreviewBanner />
      {current?.data ? (
        <OfferDetailContent
          offer={current.data}
          services={current.items_services}
          updatedAt={0}
          preview
        />
      ) : (
        <main id="main" className="page container">
          <h1 className="page-title">{t('preview.unavailable')}</h1>
        </main>
      )}
    </>
  )
}
