import { OfferDetailPage } from '../../features/offer-detail/components/offer-detail-page'
import { SimilarOffers } from '../../features/offers/components/similar-offers'
import { VisitRequestForm } from '../../features/visit-request/components/visit-request-form'

/** /offers/details/{slug}: the offer, with the visit-request form under it and offers like it below. */
export function OfferDetailRoute() {
  return <OfferDetailPage VisitForm={VisitRequestForm} Similar={SimilarOffers} />
}
