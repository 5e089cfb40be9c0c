import type { CollectionConfig, Field } from 'payload'

import { referenceDataAccess } from '../access/reference-data'
import { NAV_GROUPS } from '../admin-settings/nav-groups'

const modes = ['walking', 'bicycling', 'transit', 'driving'] as const

const modeFields: Field[] = modes.map((m) => ({
  type: 'row',
  fields: [
    { name: `di_${m}_km`, type: 'number', min: 0, label: `${m} (km)` },
    { name: `di_${m}_time`, type: 'number', min: 0, label: `${m} (seconds)` },
  ],
}))

/** Distance from a building to a school, per travel mode. */
export const Distances: CollectionConfig = {
  slug: 'distances',
  labels: {
    singular: { en: 'School distance', fr: 'Distance école' },
    plural: { en: 'School distances', fr: 'Distances écoles' },
  },
  admin: {
    useAsTitle: 'schoolName',
    defaultColumns: ['schoolName', 'building', 'di_walking_km'],
    group: NAV_GROUPS.offers,
  },
  access: referenceDataAccess,
  fields: [
    { name: 'schoolName', type: 'text', required: true, label: { en: 'School', fr: 'École' } },
    {
      name: 'building',
      type: 'relationship',
      relationTo: 'buildings',
      index: true,
      label: { en: 'Building', fr: 'Immeuble' },
    },
    ...modeFields,
  ],
}
