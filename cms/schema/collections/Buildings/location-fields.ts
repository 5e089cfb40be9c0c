import type { Field } from 'payload'
import { isLatitude, isLongitude, LOCATION_PRECISIONS } from '@contract/geo'

import { isStaffField } from '../../access/is-staff'
import { env } from '../../../env'

const coordinate = (
  name: 'bu_lat' | 'bu_lng',
  en: string,
  fr: string,
  inRange: (v: unknown) => boolean,
  range: string,
): Field => ({
  name,
  type: 'number',
  label: { en, fr },
  admin: { step: 0.000001, description: range },
  // The exact point is the agency's: the public reads only the derived public coordinates.
  access: { read: isStaffField },
  validate: (v: unknown) => v == null || inRange(v) || `Between ${range}`,
})

/**
 * Where the building stands: typed, or placed on the map (the map writes the same two fields).
 * The public coordinates are derived on save (see derive-location) and are all the public reads.
 */
export function locationFields(): Field[] {
  const e = env()
  return [
    {
      type: 'collapsible',
      label: { en: 'Location', fr: 'Localisation' },
      fields: [
        {
          type: 'row',
          fields: [
            coordinate('bu_lat', 'Latitude', 'Latitude', isLatitude, '-90 and 90'),
            coordinate('bu_lng', 'Longitude', 'Longitude', isLongitude, '-180 and 180'),
            {
              name: 'bu_location_precision',
              type: 'select',
              defaultValue: 'approximate',
              options: LOCATION_PRECISIONS.map((value) => ({
                value,
                label:
                  value === 'exact'
                    ? { en: 'Exact (shown as is)', fr: 'Exacte (affichée telle quelle)' }
                    : { en: 'Approximate (about 300 m)', fr: 'Approximative (environ 300 m)' },
              })),
              label: { en: 'Shown on the site', fr: 'Affichée sur le site' },
            },
          ],
        },
        {
          name: 'locationMap',
          type: 'ui',
          admin: {
            components: {
              Field: {
                path: '/admin/buildings/location-map-field#LocationMapField',
                clientProps: { tileUrl: e.MAP_TILE_URL, attribution: e.MAP_ATTRIBUTION },
              },
            },
          },
        },
      ],
    },
    {
      name: 'bu_lat_public',
      type: 'number',
      label: { en: 'Public latitude', fr: 'Latitude publique' },
      admin: {
        readOnly: true,
        position: 'sidebar',
        description: { en: 'What the site shows', fr: 'Ce que le site affiche' },
      },
    },
    {
      name: 'bu_lng_public',
      type: 'number',
      label: { en: 'Public longitude', fr: 'Longitude publique' },
      admin: { readOnly: true, position: 'sidebar' },
    },
  ]
}
