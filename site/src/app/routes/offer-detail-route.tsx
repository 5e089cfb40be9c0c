import { OfferDetailPage } from '../../features/offer-detail/components/offer-detail-page'
import { VisitRequestForm } from '../../features/visit-request/components/visit-request-form'

/** /offers/details/{slug}: the offer, with the visit-request form under it. */
export function OfferDetailRoute() {
  return <OfferDetailPage VisitForm={VisitRequestForm} />
}
