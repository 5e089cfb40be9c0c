import type { CollectionConfig } from 'payload'
import { LANGUAGES } from '@contract/languages'

import { referenceDataAccess } from '../../access/reference-data'
import { SIDE_BY_SIDE_PATH } from './side-by-side-query'
import { NAV_GROUPS } from '../../admin-settings/nav-groups'

/** Site texts editable by staff; merged over the site's bundled defaults. */
export const Translations: CollectionConfig = {
  slug: 'translations',
  labels: {
    singular: { en: 'Translation', fr: 'Traduction' },
    plural: { en: 'Translations', fr: 'Traductions' },
  },
  admin: {
    useAsTitle: 'tr_key',
    defaultColumns: ['tr_key', 'tr_fr', 'tr_en'],
    listSearchableFields: ['tr_key', 'tr_fr', 'tr_en'],
    group: NAV_GROUPS.site,
    components: {
      beforeList: ['/admin/translations/side-by-side-link#SideBySideLink'],
      // One row a key with the five languages, at /admin/collections/translations/side-by-side.
      views: {
        sideBySide: {
          Component: '/admin/translations/side-by-side-view#TranslationsSideBySide',
          path: SIDE_BY_SIDE_PATH,
          exact: true,
        },
      },
    },
  },
  access: referenceDataAccess,
  fields: [
    {
      name: 'tr_key',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      label: { en: 'Key', fr: 'Clé' },
      validate: (v: unknown) =>
        typeof v === 'string' && /^[A-Za-z0-9_.-]+$/.test(v) ? true : 'Letters, digits, _ . - only',
    },
    ...LANGUAGES.map((l) => ({
      name: `tr_${l}`,
      type: 'textarea' as const,
      required: l === 'fr' || l === 'en',
      label: { en: `Text (${l})`, fr: `Texte (${l})` },
    })),
  ],
}
