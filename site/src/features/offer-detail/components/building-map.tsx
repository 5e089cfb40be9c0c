import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import type { Offer } from '@contract/offer'

import { useTexts } from '../../../i18n/texts'
import { useSiteConfig } from '../../../api/get-site-config'

// Leaflet loads when the map scrolls into view, not with the page.
const BuildingLeafletMap = lazy(() => import('./building-leaflet-map'))

/** Where the building is: a point, or a circle of about 300 m when the agency keeps the address approximate. */
export function BuildingMap({ offer }: { offer: Offer }) {
  const { t } = useTexts()
  const { data: config } = useSiteConfig()
  const frame = useRef<HTMLDivElement>(null)
  const [visible, setVisible] = useState(false)
  const lat = offer.bu_id?.bu_lat
  const lng = offer.bu_id?.bu_lng
  const located = typeof lat === 'number' && typeof lng === 'number'

  useEffect(() => {
    const el = frame.current
    if (!el || visible) return
    const observer = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && setVisible(true),
      { rootMargin: '200px' },
    )
    observer.observe(el)
    return () => observer.disconnect()
  }, [visible, located])

  if (!located) return null
  const approximate = offer.bu_id?.bu_location_precision !== 'exact'
  return (
    <section className="building-map" aria-labelledby="building-map-title">
      <h2 id="building-map-title" className="section-title">
        {t('offer.location')}
      </h2>
      {approximate && <p className="muted">{t('map.approximate')}</p>}
      <div ref={frame} className="building-map__frame">
        {visible && (
          <Suspense fallback={null}>
            <BuildingLeafletMap
              lat={lat}
              lng={lng}
              approximate={approximate}
              tiles={config?.map ?? null}
              label={t('offer.location')}
            />
          </Suspense>
        )}
      </div>
    </section>
  )
}
