import type { CollectionConfig } from 'payload'

import { referenceDataAccess } from '../access/reference-data'
import { NAV_GROUPS } from '../admin-settings/nav-groups'

/** District tiles: Monaco's districts and the Côte d'Azur towns, each with a photo. */
export const Districts: CollectionConfig = {
  slug: 'districts',
  labels: {
    singular: { en: 'District tile', fr: 'Tuile de quartier' },
    plural: { en: 'District tiles', fr: 'Tuiles de quartiers' },
  },
  admin: {
    useAsTitle: 'text',
    defaultColumns: ['text', 'value', 'area', 'order'],
    group: NAV_GROUPS.site,
  },
  access: referenceDataAccess,
  defaultSort: 'order',
  fields: [
    {
      name: 'value',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: {
        description: {
          en: 'What offers carry in of_district, and what the URL takes',
          fr: "Ce que portent les offres dans of_district, et ce que prend l'URL",
        },
      },
      validate: (v: unknown) =>
        typeof v === 'string' && /^[a-z0-9-]+$/.test(v)
          ? true
          : 'Lowercase letters, digits and dashes',
    },
    {
      name: 'text',
      type: 'text',
      required: true,
      localized: true,
      label: { en: 'Name', fr: 'Nom' },
    },
    {
      name: 'area',
      type: 'select',
      required: true,
      index: true,
      options: [
        { value: 'monaco', label: 'Monaco' },
        { value: 'france', label: { en: "Côte d'Azur (France)", fr: "Côte d'Azur (France)" } },
      ],
    },
    { name: 'img', type: 'upload', relationTo: 'media', label: { en: 'Image', fr: 'Image' } },
    { name: 'order', type: 'number', defaultValue: 0 },
  ],
}
