import { lazy, Suspense } from 'react'

import { MapView } from '../../features/offers-map/components/map-view'
import {
  type AlertDialogProps,
  OffersListPage,
} from '../../features/offers/components/offers-list-page'

// The alert form (and its robot check) loads when a visitor asks for an alert.
const LazyAlertDialog = lazy(() =>
  import('../../features/alerts/components/alert-dialog').then((m) => ({ default: m.AlertDialog })),
)

function AlertDialog(props: AlertDialogProps) {
  return (
    <Suspense fallback={null}>
      <LazyAlertDialog {...props} />
    </Suspense>
  )
}

/** A list page, with the map feature's view and the alerts feature's form. */
export function OffersListRoute() {
  return <OffersListPage MapView={MapView} AlertDialog={AlertDialog} />
}
