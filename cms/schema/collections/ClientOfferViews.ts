import type { CollectionConfig } from 'payload'

import { isStaff } from '../access/is-staff'
import { offerRelation } from '../fields/relation-fields'
import { NAV_GROUPS, hiddenFromEditors } from '../admin-settings/nav-groups'

/**
 * The offers a signed-in client looked at, one row per client and offer: how many times and when
 * last, what a negotiator reads on the client's page before calling. Written only by the site's
 * "viewed" call of a signed-in client (adapters/offers/client-views.ts), with the same rules as
 * the anonymous counter: no cookie, robots not counted, repeats within half an hour one view.
 * Anonymous visitors are never recorded here. Deleted with the client or the offer.
 */
export const ClientOfferViews: CollectionConfig = {
  slug: 'client-offer-views',
  labels: {
    singular: { en: 'Offer viewed by a client', fr: 'Offre vue par un client' },
    plural: { en: 'Offers viewed by clients', fr: 'Offres vues par les clients' },
  },
  admin: {
    defaultColumns: ['client', 'offer', 'count', 'last_viewed_at'],
    group: NAV_GROUPS.technical,
    hidden: hiddenFromEditors,
  },
  defaultSort: '-last_viewed_at',
  access: { read: isStaff, create: () => false, update: () => false, delete: () => false },
  // One row per client and offer: concurrent views add to it instead of writing a second one.
  indexes: [{ fields: ['client', 'offer'], unique: true }],
  fields: [
    {
      name: 'client',
      type: 'relationship',
      relationTo: 'contacts',
      required: true,
      index: true,
      label: { en: 'Client', fr: 'Client' },
    },
    offerRelation,
    {
      name: 'count',
      type: 'number',
      required: true,
      defaultValue: 0,
      min: 0,
      label: { en: 'Views', fr: 'Vues' },
    },
    {
      name: 'last_viewed_at',
      type: 'date',
      required: true,
      index: true,
      label: { en: 'Last viewed', fr: 'Dernière vue' },
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
  ],
}
