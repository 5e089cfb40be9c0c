/** A box on the map as the API takes it: `minLng,minLat,maxLng,maxLat`, WGS 84 degrees. */
export type Bbox = readonly [minLng: number, minLat: number, maxLng: number, maxLat: number]

const inRange = ([w, s, e, n]: Bbox) => w >= -180 && e <= 180 && s >= -90 && n <= 90 && w <= e && s <= n

/** The box of an address's `bbox` parameter, or null when there is none or it is malformed. */
export function parseBbox(value: string | null | undefined): Bbox | null {
  if (!value) return null
  const parts = value.split(',').map((p) => Number(p.trim()))
  if (parts.length !== 4 || parts.some((n) => !Number.isFinite(n))) return null
  const box = parts as unknown as Bbox
  return inRange(box) ? box : null
}

/** Five decimals (about a metre) are plenty for an area someone drew by panning a map. */
const round = (n: number) => Math.round(n * 1e5) / 1e5

export function formatBbox(box: Bbox): string {
  const [w, s, e, n] = box.map(round)
  return `${Math.max(-180, w)},${Math.max(-90, s)},${Math.min(180, e)},${Math.min(90, n)}`
}
