'use client'
import 'leaflet/dist/leaflet.css'

import { useField } from '@payloadcms/ui'
import type { CircleMarker, Map as LeafletMap } from 'leaflet'
import { useEffect, useRef } from 'react'

type Props = { tileUrl: string; attribution: string }

/** Monaco's harbour: where the map opens for a building with no location yet. */
const FALLBACK: [number, number] = [43.7347, 7.4206]
const round6 = (n: number) => Math.round(n * 1e6) / 1e6

/**
 * The building's location on a map, beside the typed latitude and longitude: a click places the
 * point (writing both fields), typing moves it. Leaflet loads only when a building is opened.
 */
export function LocationMapField({ tileUrl, attribution }: Props) {
  const lat = useField<number | null>({ path: 'bu_lat' })
  const lng = useField<number | null>({ path: 'bu_lng' })
  const box = useRef<HTMLDivElement>(null)
  const map = useRef<LeafletMap | null>(null)
  const marker = useRef<CircleMarker | null>(null)
  const setters = useRef({ setLat: lat.setValue, setLng: lng.setValue })
  setters.current = { setLat: lat.setValue, setLng: lng.setValue }
  const point: [number, number] | null =
    typeof lat.value === 'number' && typeof lng.value === 'number' ? [lat.value, lng.value] : null

  useEffect(() => {
    let cancelled = false
    void import('leaflet').then(({ default: L }) => {
      if (cancelled || !box.current || map.current) return
      const m = L.map(box.current, { scrollWheelZoom: false }).setView(
        point ?? FALLBACK,
        point ? 17 : 14,
      )
      L.tileLayer(tileUrl, { attribution, maxZoom: 19 }).addTo(m)
      marker.current = L.circleMarker(point ?? FALLBACK, {
        radius: 8,
        color: '#8a1c2b',
        fillOpacity: 0.8,
        opacity: point ? 1 : 0,
        fillColor: '#8a1c2b',
      }).addTo(m)
      if (!point) marker.current.setStyle({ fillOpacity: 0 })
      m.on('click', (e) => {
        setters.current.setLat(round6(e.latlng.lat))
        setters.current.setLng(round6(e.latlng.lng))
      })
      map.current = m
    })
    return () => {
      cancelled = true
      map.current?.remove()
      map.current = null
    }
    // The map is built once (the point it opens on is read then); the effect below follows the fields.
  }, [tileUrl, attribution])

  useEffect(() => {
    if (!point || !marker.current) return
    marker.current.setLatLng(point).setStyle({ opacity: 1, fillOpacity: 0.8 })
    if (map.current && !map.current.getBounds().contains(point)) map.current.panTo(point)
  }, [point?.[0], point?.[1]])

  return (
    <div className="field-type" style={{ marginBottom: 24 }}>
      <div
        ref={box}
        style={{ height: 320, borderRadius: 4, border: '1px solid var(--theme-elevation-150)' }}
        aria-label="Map: click to place the building"
      />
      <p className="field-description" style={{ marginTop: 6 }}>
        Click the map to place the building (fills latitude and longitude) · Cliquez sur la carte
        pour placer l’immeuble
      </p>
    </div>
  )
}
