import type { CollectionConfig } from 'payload'
import { referenceDataAccess } from '../access/reference-data'

import { LOCALES } from '../locales'


/** Site texts editable by staff; merged over the site's bundled defaults. */
export const Translations: CollectionConfig = {
  slug: 'translations',
  labels: { singular: { en: 'Translation', fr: 'Traduction' }, plural: { en: 'Translations', fr: 'Traductions' } },
  admin: { useAsTitle: 'tr_key', defaultColumns: ['tr_key', 'tr_fr', 'tr_en'], listSearchableFields: ['tr_key', 'tr_fr', 'tr_en'], group: { en: 'Content', fr: 'Contenu' } },
  access: referenceDataAccess,
  fields: [
    {
      name: 'tr_key',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      validate: (v: unknown) => (typeof v === 'string' && /^[A-Za-z0-9_.-]+$/.test(v) ? true : 'Letters, digits, _ . - only'),
    },
    ...LOCALES.map((l) => ({ name: `tr_${l}`, type: 'textarea' as const, required: l === 'fr' || l === 'en' })),
  ],
}
