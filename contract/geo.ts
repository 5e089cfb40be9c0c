/** Building locations: the precision a building is shown with, and the grid approximate ones are snapped to. */

export const LOCATION_PRECISIONS = ['exact', 'approximate'] as const
export type LocationPrecision = (typeof LOCATION_PRECISIONS)[number]

/** About 300 m of latitude; the longitude step widens with the latitude so that cells stay about square. */
export const APPROXIMATE_GRID_DEG = 0.0027

const round6 = (n: number) => Math.round(n * 1e6) / 1e6

export const isLatitude = (v: unknown): v is number =>
  typeof v === 'number' && Number.isFinite(v) && v >= -90 && v <= 90
export const isLongitude = (v: unknown): v is number =>
  typeof v === 'number' && Number.isFinite(v) && v >= -180 && v <= 180

/** The centre of the grid cell a point lies in, rounded as stored. */
function cellCentre(lat: number, lng: number): { lat: number; lng: number } {
  const row = Math.floor(lat / APPROXIMATE_GRID_DEG)
  const centreLat = Math.min(89.99, Math.max(-89.99, (row + 0.5) * APPROXIMATE_GRID_DEG))
  const lngStep = APPROXIMATE_GRID_DEG / Math.cos((centreLat * Math.PI) / 180)
  const col = Math.floor(lng / lngStep)
  const centreLng = Math.min(180, Math.max(-180, (col + 0.5) * lngStep))
  return { lat: round6(centreLat), lng: round6(centreLng) }
}

/** Whether a point is the centre of its cell: an approximate point as this site publishes it. */
export const isCellCentre = (lat: number, lng: number): boolean => {
  const centre = cellCentre(lat, lng)
  return centre.lat === lat && centre.lng === lng
}

/**
 * The centre of the grid cell a point lies in. Deterministic (no random jitter a visitor could
 * average away over several calls), and never the point itself: a point that happens to be a
 * cell's centre is moved to the next cell north (south at the pole).
 */
export function approximatePosition(lat: number, lng: number): { lat: number; lng: number } {
  const out = cellCentre(lat, lng)
  if (out.lat === lat && out.lng === lng)
    out.lat = round6(out.lat + (out.lat > 0 ? -1 : 1) * APPROXIMATE_GRID_DEG)
  return out
}

/** What the public may know of a location: the exact point, or its cell's centre. */
export function publicPosition(
  lat: number | null | undefined,
  lng: number | null | undefined,
  precision: LocationPrecision | null | undefined,
): { lat: number; lng: number } | null {
  if (!isLatitude(lat) || !isLongitude(lng)) return null
  return precision === 'exact' ? { lat, lng } : approximatePosition(lat, lng)
}

/** A `bbox` query value: west, south, east, north in degrees. */
export type BoundingBox = { minLng: number; minLat: number; maxLng: number; maxLat: number }

/** `minLng,minLat,maxLng,maxLat` → a box, or null when it is not four numbers in range with min ≤ max. */
export function parseBoundingBox(value: string): BoundingBox | null {
  const parts = value.split(',').map((p) => p.trim())
  if (parts.length !== 4 || parts.some((p) => !/^[-+]?(\d+(\.\d*)?|\.\d+)$/.test(p))) return null
  const [minLng, minLat, maxLng, maxLat] = parts.map(Number)
  if (![minLng, maxLng].every(isLongitude) || ![minLat, maxLat].every(isLatitude)) return null
  if (minLng > maxLng || minLat > maxLat) return null
  return { minLng, minLat, maxLng, maxLat }
}

/**
 * The box as the query value, the way the site writes it after "Search this area": clamped to the
 * globe (a map zoomed out shows more than one world) and rounded (five decimals: about a metre).
 */
export const formatBoundingBox = (b: BoundingBox, digits = 5): string =>
  [
    Math.max(-180, b.minLng),
    Math.max(-90, b.minLat),
    Math.min(180, b.maxLng),
    Math.min(90, b.maxLat),
  ]
    .map((n) => Number(n.toFixed(digits)))
    .join(',')

/** The `bbox` of an address, when it has a valid one. */
export const boundingBoxOf = (value: string | null | undefined): BoundingBox | null =>
  value ? parseBoundingBox(value) : null
