import 'leaflet/dist/leaflet.css'

import L from 'leaflet'
import type { MapTiles } from '@contract/map'
import { useEffect, useRef } from 'react'

type Props = {
  lat: number
  lng: number
  approximate: boolean
  tiles: MapTiles | null
  label: string
}

/** About the cell an approximate location is rounded to, so the circle covers where the building may be. */
const APPROXIMATE_RADIUS_M = 300

export default function BuildingLeafletMap({ lat, lng, approximate, tiles, label }: Props) {
  const container = useRef<HTMLDivElement>(null)
  const { tileUrl, attribution } = tiles ?? {}
  useEffect(() => {
    if (!container.current) return
    const map = L.map(container.current, { scrollWheelZoom: false }).setView(
      [lat, lng],
      approximate ? 15 : 16,
    )
    if (tileUrl) L.tileLayer(tileUrl, { attribution, maxZoom: 19 }).addTo(map)
    if (approximate)
      L.circle([lat, lng], {
        radius: APPROXIMATE_RADIUS_M,
        color: '#14213d',
        weight: 2,
        fillOpacity: 0.15,
      }).addTo(map)
    else
      L.circleMarker([lat, lng], {
        radius: 9,
        color: '#14213d',
        weight: 3,
        fillColor: '#8a6a35',
        fillOpacity: 1,
      }).addTo(map)
    return () => {
      map.remove()
    }
  }, [lat, lng, approximate, tileUrl, attribution])
  return <div ref={container} role="region" aria-label={label} style={{ height: '100%' }} />
}
