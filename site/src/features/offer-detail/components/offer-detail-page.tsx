import type { ComponentType } from 'react'
import { Link, useNavigate, useParams } from 'react-router'

import { useLanguage, useTexts } from '../../../i18n/texts'
import { paths } from '../../../lib/paths'
import { ApiError } from '../../../lib/api-client'
import { useOffer } from '../../../api/get-offer'
import { useClientView } from '../api/record-client-view'
import { OfferDetailContent } from './offer-detail-content'

export function OfferDetailPage({
  VisitForm,
  Similar,
}: {
  VisitForm: ComponentType<{ slug: string }>
  Similar: ComponentType<{ slug: string }>
}) {
  const { t } = useTexts()
  const lang = useLanguage()
  const navigate = useNavigate()
  const { slug = '' } = useParams()
  const { data, isPending, error, dataUpdatedAt } = useOffer(slug, lang)
  const offer = data?.data
  useClientView(slug, offer != null)

  const back = (
    <Link
      className="back-link"
      to={paths.offers}
      onClick={(e) => {
        // Back to the very list (filters, scroll) the visitor came from when there is one.
        if ((window.history.state as { idx?: number } | null)?.idx) {
          e.preventDefault()
          navigate(-1)
        }
      }}
    >
      ← {t('offer.back')}
    </Link>
  )

  if (isPending)
    return (
      <main id="main" className="page container" aria-busy="true">
        {back}
      </main>
    )
  if (!offer) {
    const notFound = error instanceof ApiError && error.status === 404
    return (
      <main id="main" className="page container">
        {back}
        <h1 className="page-title">{t(notFound ? 'offer.notFound' : 'list.loadError')}</h1>
      </main>
    )
  }

  return (
    <OfferDetailContent
      offer={offer}
      services={data.items_services}
      updatedAt={dataUpdatedAt}
      back={back}
      VisitForm={VisitForm}
      Similar={Similar}
    />
  )
}
