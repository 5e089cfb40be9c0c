import { Navigate } from 'react-router'

import { getRememberedFilter } from '../../../lib/filter-store'
import { offersHref } from '../../../lib/offers-route'

/** /offers rewrites itself to the structured route of the remembered filter, from its first page. */
export function OffersRedirect() {
  return <Navigate to={offersHref({ ...getRememberedFilter(), page: 1 })} replace />
}
