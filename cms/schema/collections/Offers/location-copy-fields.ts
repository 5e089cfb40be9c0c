import type { Field } from 'payload'
import { LOCATION_PRECISIONS } from '@contract/geo'

import { priceVisibleUnless } from '../../access/price-visible'

/**
 * Copies of the building's public point (never its exact one when approximate), kept on the offer
 * so that `bbox` and the map are one indexed query; and the moment the offer last came on the
 * market for saved-search alerts (published on the web, or published again at a lower price), with
 * the asking price before such a drop.
 */
export const locationCopyFields: Field[] = [
  {
    name: 'of_lat',
    type: 'number',
    index: true,
    label: { en: 'Public latitude', fr: 'Latitude publique' },
    admin: { position: 'sidebar', readOnly: true, description: "From the building's location" },
  },
  {
    name: 'of_lng',
    type: 'number',
    index: true,
    label: { en: 'Public longitude', fr: 'Longitude publique' },
    admin: { position: 'sidebar', readOnly: true },
  },
  {
    name: 'of_location_precision',
    type: 'select',
    options: [...LOCATION_PRECISIONS],
    label: { en: 'Location precision', fr: 'Précision de la localisation' },
    admin: { position: 'sidebar', readOnly: true },
  },
  {
    name: 'of_listed_at',
    type: 'date',
    index: true,
    label: { en: 'On the market since', fr: 'Sur le marché depuis' },
    admin: {
      position: 'sidebar',
      readOnly: true,
      date: { pickerAppearance: 'dayAndTime' },
      description: {
        en: 'Published on the site, or published again at a lower price: saved searches are alerted',
        fr: 'Publiée sur le site, ou republiée à un prix plus bas : les recherches enregistrées sont alertées',
      },
    },
  },
  // Set when the offer is published again at a lower price, so an alert can say "from X to Y"; read like the price it was.
  ...(['sell', 'rent'] as const).map((kind): Field => ({
    name: `of_previous_price_${kind}`,
    type: 'number',
    access: { read: priceVisibleUnless(`of_${kind}_uponrequest`) },
    label:
      kind === 'sell'
        ? {
            en: 'Asking price before the last drop (sale)',
            fr: 'Prix demandé avant la dernière baisse (vente)',
          }
        : { en: 'Asking rent before the last drop', fr: 'Loyer demandé avant la dernière baisse' },
    admin: { position: 'sidebar', readOnly: true },
  })),
]
