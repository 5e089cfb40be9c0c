import type { CollectionConfig } from 'payload'

import { isStaff } from '../access/is-staff'
import { offerRelation } from '../fields/relation-fields'
import { NAV_GROUPS, hiddenFromEditors } from '../admin-settings/nav-groups'

/** The UTC day a view belongs to, as stored (`YYYY-MM-DD`): text, so it sorts and compares alike on every database. */
export const utcDay = (at: Date = new Date()): string => at.toISOString().slice(0, 10)

/**
 * How many times an offer's page was seen on one UTC day: a counter, nothing about the visitor
 * (no cookie, no address). Written only by the server's view counter (adapters/offers/view-counter.ts)
 * in batches; staff read it, nobody edits it.
 */
export const OfferViews: CollectionConfig = {
  slug: 'offer-views',
  labels: {
    singular: { en: 'Offer views (day)', fr: 'Vues d’une offre (jour)' },
    plural: { en: 'Offer views', fr: 'Vues des offres' },
  },
  admin: {
    useAsTitle: 'day',
    defaultColumns: ['day', 'offer', 'count'],
    group: NAV_GROUPS.technical,
    hidden: hiddenFromEditors,
    description: {
      en: 'Views of each offer’s page per day (UTC), counted without cookies; robots are not counted.',
      fr: 'Vues de la page de chaque offre par jour (UTC), comptées sans cookie ; les robots ne sont pas comptés.',
    },
  },
  defaultSort: '-day',
  access: { read: isStaff, create: () => false, update: () => false, delete: () => false },
  // One row per offer and day: concurrent flushes add to it instead of writing a second one.
  indexes: [{ fields: ['offer', 'day'], unique: true }],
  fields: [
    offerRelation,
    {
      name: 'day',
      type: 'text',
      required: true,
      index: true,
      label: { en: 'Day (UTC)', fr: 'Jour (UTC)' },
      admin: { description: 'YYYY-MM-DD' },
    },
    {
      name: 'count',
      type: 'number',
      required: true,
      defaultValue: 0,
      min: 0,
      index: true,
      label: { en: 'Views', fr: 'Vues' },
    },
  ],
}
