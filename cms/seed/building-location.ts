import { PLACE_LOCATIONS } from './data/place-locations'
import { between, rng } from './random'

const M_PER_DEG_LAT = 111_320

/**
 * A demo building's point, spread around its place's centre (the same for every run), and its
 * precision: about a third of the buildings are shown exactly, the others approximately.
 */
export function buildingLocation(
  name: string,
  place: string,
): { bu_lat: number; bu_lng: number; bu_location_precision: 'exact' | 'approximate' } {
  const c = PLACE_LOCATIONS[place]
  if (!c) throw new Error(`No location for the place ${place}`)
  const r = rng(`location-${name}`)
  const dLat = between(r, -c.spreadM, c.spreadM) / M_PER_DEG_LAT
  const dLng =
    between(r, -c.spreadM, c.spreadM) / (M_PER_DEG_LAT * Math.cos((c.lat * Math.PI) / 180))
  const round6 = (n: number) => Math.round(n * 1e6) / 1e6
  return {
    bu_lat: round6(c.lat + dLat),
    bu_lng: round6(c.lng + dLng),
    bu_location_precision: r() < 0.35 ? 'exact' : 'approximate',
  }
}
