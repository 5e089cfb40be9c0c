import type { CollectionConfig } from 'payload'

import { isStaff } from '../access/is-staff'
import { NAV_GROUPS, hiddenFromEditors } from '../admin-settings/nav-groups'

/**
 * How many times a portal read its feed on one UTC day, and the last time and user agent: written
 * only by the feed route (adapters/feeds), staff read it, nobody edits it.
 */
export const PortalFetches: CollectionConfig = {
  slug: 'portal-fetches',
  labels: {
    singular: { en: 'Feed fetches (day)', fr: 'Lectures d’un flux (jour)' },
    plural: { en: 'Feed fetches', fr: 'Lectures des flux' },
  },
  admin: {
    useAsTitle: 'day',
    defaultColumns: ['day', 'portal', 'count', 'lastAt', 'userAgent'],
    group: NAV_GROUPS.technical,
    hidden: hiddenFromEditors,
  },
  defaultSort: '-day',
  access: { read: isStaff, create: () => false, update: () => false, delete: () => false },
  indexes: [{ fields: ['portal', 'day'], unique: true }],
  fields: [
    {
      name: 'portal',
      type: 'relationship',
      relationTo: 'portals',
      // Not required, so that the database may empty it: a read of another instance counted while
      // staff delete the portal is met by the delete itself, which clears its relation (its row is
      // then removed with the portal's other counts, in the same transaction).
      index: true,
      label: { en: 'Portal', fr: 'Portail' },
    },
    {
      name: 'day',
      type: 'text',
      required: true,
      index: true,
      label: { en: 'Day (UTC)', fr: 'Jour (UTC)' },
    },
    {
      name: 'count',
      type: 'number',
      required: true,
      defaultValue: 0,
      min: 0,
      label: { en: 'Fetches', fr: 'Lectures' },
    },
    { name: 'lastAt', type: 'date', label: { en: 'Last fetch', fr: 'Dernière lecture' } },
    { name: 'userAgent', type: 'text', label: { en: 'User agent', fr: 'Agent utilisateur' } },
  ],
}
