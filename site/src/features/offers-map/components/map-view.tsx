import { lazy, Suspense, useEffect, useRef } from 'react'
import { type BoundingBox, formatBoundingBox } from '@contract/geo'

import { useLanguage, useTexts } from '../../../i18n/texts'
import { useSiteConfig } from '../../../api/get-site-config'
import { useHydrated } from '../../../lib/use-hydrated'
import { useMapMarkers } from '../api/get-map-markers'
import type { OfferFilter } from '../../../lib/offer-filter'

// Leaflet and the clustering load with the map, never with the list.
const OffersMap = lazy(() => import('./offers-map'))

/** Where the map takes the whole screen, its own way back to the list in view (offers-map.css). */
const FULL_SCREEN = '(max-width: 640px)'

type MapViewProps = {
  filter: OfferFilter
  bbox: BoundingBox | null
  onSearchArea: (bbox: string) => void
  onShowList: () => void
}

/**
 * The map of a search: the markers of every matching offer, drawn once the page runs in a
 * browser. On a phone it covers the screen, with a button back to the list above it.
 */
export function MapView({ filter, bbox, onSearchArea, onShowList }: MapViewProps) {
  const { t } = useTexts()
  const lang = useLanguage()
  const hydrated = useHydrated()
  const { data: config } = useSiteConfig()
  const { data, isError } = useMapMarkers(filter, lang, bbox ? formatBoundingBox(bbox) : null)
  const back = useRef<HTMLButtonElement>(null)
  // Opened by the visitor (not by loading the address), the full-screen map takes the focus where
  // its way back is; the list's button that opened it is gone.
  useEffect(() => {
    if (
      document.documentElement.dataset.hydrated &&
      typeof window.matchMedia === 'function' &&
      window.matchMedia(FULL_SCREEN).matches
    )
      back.current?.focus()
  }, [])
  const placeholder = <div className="offers-map__map offers-map__placeholder" aria-busy="true" />

  return (
    <div className="map-view">
      <div className="map-view__bar">
        <button
          ref={back}
          type="button"
          className="button button--small map-view__back"
          onClick={onShowList}
        >
          {t('map.showList')}
        </button>
      </div>
      {isError ? (
        <p role="alert">{t('list.loadError')}</p>
      ) : !hydrated || !data ? (
        placeholder
      ) : (
        <Suspense fallback={placeholder}>
          <OffersMap
            markers={data.data}
            tiles={config?.map ?? null}
            bbox={bbox}
            onSearchArea={onSearchArea}
          />
        </Suspense>
      )}
    </div>
  )
}
