import type { CollectionBeforeChangeHook } from 'payload'
import { publicPosition, type LocationPrecision } from '@contract/geo'

/** The public coordinates are stored, so that every public read and the offers' copies use the same rounded point. */
export const deriveBuildingLocation: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const pick = <T>(key: string): T => (key in data ? data[key] : originalDoc?.[key]) as T
  const position = publicPosition(
    pick<number | null>('bu_lat'),
    pick<number | null>('bu_lng'),
    pick<LocationPrecision>('bu_location_precision') ?? 'approximate',
  )
  data.bu_lat_public = position?.lat ?? null
  data.bu_lng_public = position?.lng ?? null
  return data
}
