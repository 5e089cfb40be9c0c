import { lazy, Suspense } from 'react'
import { type BoundingBox, formatBoundingBox } from '@contract/geo'

import { useLanguage, useTexts } from '../../../i18n/texts'
import { useSiteConfig } from '../../../api/get-site-config'
import { useHydrated } from '../../../lib/use-hydrated'
import { useMapMarkers } from '../api/get-map-markers'
import type { OfferFilter } from '../../../lib/offer-filter'

// Leaflet and the clustering load with the map, never with the list.
const OffersMap = lazy(() => import('./offers-map'))

type MapViewProps = {
  filter: OfferFilter
  bbox: BoundingBox | null
  onSearchArea: (bbox: string) => void
}

/** The map of a search: the markers of every matching offer, drawn once the page runs in a browser. */
export function MapView({ filter, bbox, onSearchArea }: MapViewProps) {
  const { t } = useTexts()
  const lang = useLanguage()
  const hydrated = useHydrated()
  const { data: config } = useSiteConfig()
  const { data, isError } = useMapMarkers(filter, lang, bbox ? formatBoundingBox(bbox) : null)
  const placeholder = <div className="offers-map__map offers-map__placeholder" aria-busy="true" />

  if (isError) return <p role="alert">{t('list.loadError')}</p>
  if (!hydrated || !data) return placeholder
  return (
    <Suspense fallback={placeholder}>
      <OffersMap
        markers={data.data}
        tiles={config?.map ?? null}
        bbox={bbox}
        onSearchArea={onSearchArea}
      />
    </Suspense>
  )
}
