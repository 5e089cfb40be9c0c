import type { Field } from 'payload'

const cell = (name: string) => `/admin/offers/offer-cells#${name}`

/**
 * Columns of the offer list that show more than a stored value: the first photo, the prices as
 * the site writes them, the views and leads (read for the whole page at once), the sale/rent and
 * publication badges. UI fields, so nothing is stored;
 * they have no place in the edit form.
 */
export const listColumns: Field[] = [
  {
    name: 'of_thumbnail',
    type: 'ui',
    label: { en: 'Photo', fr: 'Photo' },
    admin: { components: { Cell: cell('ThumbnailCell'), Field: false } },
  },
  {
    name: 'of_prices',
    type: 'ui',
    label: { en: 'Price', fr: 'Prix' },
    admin: { components: { Cell: cell('PriceCell'), Field: false } },
  },
  {
    name: 'of_views',
    type: 'ui',
    label: { en: 'Views 7 d / 30 d', fr: 'Vues 7 j / 30 j' },
    admin: { components: { Cell: '/admin/offers/audience-cells#ViewsCell', Field: false } },
  },
  {
    name: 'of_leads',
    type: 'ui',
    label: { en: 'Leads', fr: 'Contacts' },
    admin: { components: { Cell: '/admin/offers/audience-cells#LeadsCell', Field: false } },
  },
  {
    name: 'of_badges',
    type: 'ui',
    label: { en: 'Status', fr: 'Statut' },
    admin: { components: { Cell: cell('BadgesCell'), Field: false } },
  },
]

/** Derived on save (see hooks/derive-content-status.ts) and indexed: the list filters on them. */
export const listStatusFields: Field[] = [
  {
    name: 'of_languages_missing',
    type: 'text',
    index: true,
    label: { en: 'Languages', fr: 'Langues' },
    admin: {
      position: 'sidebar',
      readOnly: true,
      description: {
        en: 'Languages without a name and a description',
        fr: 'Langues sans nom ni description',
      },
      components: { Cell: cell('LanguagesCell') },
    },
  },
  {
    name: 'of_languages_complete',
    type: 'checkbox',
    index: true,
    label: { en: 'All five languages', fr: 'Les cinq langues' },
    admin: { position: 'sidebar', readOnly: true },
  },
  {
    name: 'of_has_photo',
    type: 'checkbox',
    index: true,
    label: { en: 'Has a photo', fr: 'A une photo' },
    admin: { position: 'sidebar', readOnly: true },
  },
]
