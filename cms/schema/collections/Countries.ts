import type { CollectionConfig } from 'payload'
import { LANGUAGES } from '@contract/languages'

import { referenceDataAccess } from '../access/reference-data'
import { NAV_GROUPS } from '../admin-settings/nav-groups'

export const Countries: CollectionConfig = {
  slug: 'countries',
  labels: { singular: { en: 'Country', fr: 'Pays' }, plural: { en: 'Countries', fr: 'Pays' } },
  admin: {
    useAsTitle: 'cu_name_fr',
    defaultColumns: ['cu_name_fr', 'cu_name_en', 'cu_code'],
    group: NAV_GROUPS.settings,
  },
  access: referenceDataAccess,
  fields: [
    {
      name: 'cu_code',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      label: { en: 'ISO code', fr: 'Code ISO' },
      admin: { description: { en: 'Two letters: MC, FR, GB…', fr: 'Deux lettres : MC, FR, GB…' } },
      validate: (v: unknown) =>
        typeof v === 'string' && /^[A-Z]{2}$/.test(v) ? true : 'Two capital letters (ISO 3166)',
    },
    {
      type: 'row',
      fields: LANGUAGES.map((l) => ({
        name: `cu_name_${l}`,
        type: 'text' as const,
        required: l === 'fr',
        label: `Name (${l})`,
      })),
    },
  ],
}
