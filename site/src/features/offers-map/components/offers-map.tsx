import 'leaflet/dist/leaflet.css'
import './offers-map.css'

import L from 'leaflet'
import { useEffect, useMemo, useRef, useState } from 'react'
import Supercluster from 'supercluster'
import { type BoundingBox, formatBoundingBox } from '@contract/geo'
import type { MapMarker, MapTiles } from '@contract/map'

import { useTexts } from '../../../i18n/texts'
import { MarkerCard } from './marker-card'

type OffersMapProps = {
  markers: MapMarker[]
  /** The agency's tile server; without it (no configuration reached the page) the markers still work. */
  tiles: MapTiles | null
  /** The area searched last, shown as it was; else the map fits the markers. */
  bbox: BoundingBox | null
  onSearchArea: (bbox: string) => void
}

type Point = { marker: MapMarker }

/** Monaco, where most offers are, when a search has none to show. */
const MONACO: L.LatLngExpression = [43.7384, 7.4246]

/** Enter or Space on a focused marker acts as a click (Leaflet makes markers focusable, not pressable). */
const onPress = (handler: (byKeyboard: boolean) => void) => ({
  click: () => handler(false),
  keydown: (e: L.LeafletEvent) => {
    const key = (e as L.LeafletKeyboardEvent).originalEvent.key
    if (key === 'Enter' || key === ' ') {
      ;(e as L.LeafletKeyboardEvent).originalEvent.preventDefault()
      handler(true)
    }
  },
})

const textElement = (className: string, text: string) => {
  const el = document.createElement('span')
  el.className = className
  el.textContent = text
  return el
}

/**
 * The offers of a search on a map: markers with their price, grouped in clusters when zoomed out
 * (a cluster zooms in on click or Enter), a marker opens a small card; "Search this area" gives the
 * visible box to the search. Markers are reachable with the keyboard; tiles are decoration, so
 * markers, clusters and cards work without them.
 */
export default function OffersMap({ markers, tiles, bbox, onSearchArea }: OffersMapProps) {
  const { t } = useTexts()
  const container = useRef<HTMLDivElement>(null)
  const mapRef = useRef<L.Map | null>(null)
  const layer = useRef<L.LayerGroup | null>(null)
  const { tileUrl, attribution } = tiles ?? {}
  const [selected, setSelected] = useState<{ marker: MapMarker; byKeyboard: boolean } | null>(null)
  const labels = useRef({ cluster: (count: number) => t('map.cluster', { count }) })
  labels.current.cluster = (count: number) => t('map.cluster', { count })

  const index = useMemo(() => {
    // Radius in screen pixels (extent: Leaflet's 256 px tiles), about a price pill's width, so pills and cluster badges do not overlap.
    const clusters = new Supercluster<Point, Record<string, never>>({
      radius: 72,
      extent: 256,
      maxZoom: 17,
    })
    clusters.load(
      markers
        .filter((m) => Number.isFinite(m.lat) && Number.isFinite(m.lng))
        .map((marker) => ({
          type: 'Feature',
          geometry: { type: 'Point', coordinates: [marker.lng, marker.lat] },
          properties: { marker },
        })),
    )
    return clusters
  }, [markers])

  // The map itself, once: Leaflet owns this element.
  useEffect(() => {
    if (!container.current) return
    const map = L.map(container.current, {
      zoomControl: true,
      keyboard: true,
      worldCopyJump: false,
    })
    if (tileUrl) L.tileLayer(tileUrl, { attribution, maxZoom: 19 }).addTo(map)
    layer.current = L.layerGroup().addTo(map)
    mapRef.current = map
    return () => {
      map.remove()
      mapRef.current = null
    }
  }, [tileUrl, attribution])

  // What the map shows first: the searched area, or every marker.
  useEffect(() => {
    const map = mapRef.current
    if (!map) return
    if (bbox)
      map.fitBounds([
        [bbox.minLat, bbox.minLng],
        [bbox.maxLat, bbox.maxLng],
      ])
    else if (markers.length)
      map.fitBounds(L.latLngBounds(markers.map((m) => [m.lat, m.lng] as L.LatLngTuple)), {
        padding: [32, 32],
        maxZoom: 16,
      })
    else map.setView(MONACO, 14)
  }, [bbox, markers])

  // The clusters and markers of the visible area, drawn again after each move.
  useEffect(() => {
    const map = mapRef.current
    const group = layer.current
    if (!map || !group) return
    const draw = () => {
      group.clearLayers()
      const b = map.getBounds()
      for (const feature of index.getClusters(
        [b.getWest(), b.getSouth(), b.getEast(), b.getNorth()],
        Math.round(map.getZoom()),
      )) {
        const [lng, lat] = feature.geometry.coordinates
        const props = feature.properties as Point | Supercluster.ClusterProperties
        if ('cluster' in props && props.cluster) {
          const label = labels.current.cluster(props.point_count)
          const icon = L.divIcon({
            className: 'map-cluster',
            html: textElement(
              'map-cluster__count',
              String(props.point_count_abbreviated ?? props.point_count),
            ),
            iconSize: [44, 44],
          })
          // Above the price pills, so a count is never hidden behind a price.
          L.marker([lat, lng], {
            icon,
            keyboard: true,
            title: label,
            alt: label,
            zIndexOffset: 1000,
          })
            .on(
              onPress(() =>
                map.setView(
                  [lat, lng],
                  Math.min(index.getClusterExpansionZoom(props.cluster_id), 18),
                ),
              ),
            )
            .addTo(group)
        } else {
          const { marker } = props as Point
          const icon = L.divIcon({
            className: `map-price${marker.sell ? '' : ' map-price--rent'}`,
            html: textElement('map-price__label', marker.price),
            iconSize: undefined,
          })
          L.marker([lat, lng], {
            icon,
            keyboard: true,
            title: `${marker.name} – ${marker.price}`,
            riseOnHover: true,
          })
            .on(onPress((byKeyboard) => setSelected({ marker, byKeyboard })))
            .addTo(group)
        }
      }
    }
    draw()
    map.on('moveend', draw)
    return () => {
      map.off('moveend', draw)
    }
  }, [index])

  const searchArea = () => {
    const b = mapRef.current?.getBounds()
    if (b)
      onSearchArea(
        formatBoundingBox({
          minLng: b.getWest(),
          minLat: b.getSouth(),
          maxLng: b.getEast(),
          maxLat: b.getNorth(),
        }),
      )
  }

  return (
    <div className="offers-map">
      <div className="offers-map__bar">
        <p className="muted offers-map__count">{t('map.count', { count: markers.length })}</p>
        <button type="button" className="button button--small" onClick={searchArea}>
          {t('map.searchArea')}
        </button>
      </div>
      <div className="offers-map__frame">
        <div
          ref={container}
          className="offers-map__map"
          role="region"
          aria-label={t('map.label')}
        />
        {selected && (
          <MarkerCard
            marker={selected.marker}
            focusOnOpen={selected.byKeyboard}
            onClose={() => setSelected(null)}
          />
        )}
      </div>
    </div>
  )
}
