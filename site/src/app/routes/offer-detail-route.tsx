import { useParams } from 'react-router'

import { useLanguage } from '../../i18n/texts'
import { useOffer } from '../../api/get-offer'
import { OfferDetailPage } from '../../features/offer-detail/components/offer-detail-page'
import { SimilarOffers } from '../../features/offers/components/similar-offers'
import { VisitRequestForm } from '../../features/visit-request/components/visit-request-form'

/**
 * The visit request of the page's offer: its dates read as a rental's entry and exit for an offer
 * only for rent, as the visitor's availability otherwise. The offer is the page's own (the same
 * query, already answered), so nothing more is fetched.
 */
function OfferVisitForm({ slug }: { slug: string }) {
  const { slug: pageSlug = '' } = useParams()
  const offer = useOffer(pageSlug, useLanguage()).data?.data
  return (
    <VisitRequestForm slug={slug} purpose={offer?.of_rent && !offer.of_sell ? 'rent' : 'sale'} />
  )
}

/** /offers/details/{slug}: the offer, with the visit-request form under it and offers like it below. */
export function OfferDetailRoute() {
  return <OfferDetailPage VisitForm={OfferVisitForm} Similar={SimilarOffers} />
}
