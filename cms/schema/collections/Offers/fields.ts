import type { Field, NumberField, Tab } from 'payload'

import { proposedReference } from './next-reference'
import { priceVisibleUnless } from '../../access/price-visible'
import { newReferenceOnDuplicate } from './hooks/duplicate'
import { uniqueReference } from './reference-check'
import { translationStatus } from './admin/translation-status-field'
import { localizedRichText } from '../../../domain/rich-text/fields'

const money = (name: string, en: string, fr: string): NumberField => ({
  name,
  type: 'number',
  min: 0,
  label: { en, fr },
})
const privatePrice =
  (flag: 'of_sell_uponrequest' | 'of_rent_uponrequest') =>
  (name: string, en: string, fr: string): Field => ({
    ...money(name, en, fr),
    access: { read: priceVisibleUnless(flag) },
  })
const salePrice = privatePrice('of_sell_uponrequest')
const rentPrice = privatePrice('of_rent_uponrequest')
const count = (name: string, en: string, fr: string): Field => ({
  name,
  type: 'number',
  min: 0,
  max: 999,
  label: { en, fr },
  validate: (v: unknown) =>
    v == null || (typeof v === 'number' && Number.isInteger(v) && v >= 0) || 'A whole number',
})
const area = (name: string, en: string, fr: string): Field => ({
  name,
  type: 'number',
  min: 0,
  label: { en, fr },
  admin: { description: 'm²' },
})

const chips = (kind: 'type' | 'exclusivity' | 'service') => ({
  components: {
    Field: { path: '/admin/offers/item-chips-field#ItemChipsField', clientProps: { kind } },
  },
})
const priceInput = (marks?: 'of_sell' | 'of_rent') => ({
  components: {
    Field: { path: '/admin/offers/price-input-field#PriceInputField', clientProps: { marks } },
  },
})
const priced = (field: Field, marks?: 'of_sell' | 'of_rent'): Field =>
  ({ ...field, admin: { ...field.admin, ...priceInput(marks) } }) as Field

const reference: Field = {
  name: 'of_ref',
  type: 'text',
  required: true,
  unique: true,
  index: true,
  label: { en: 'Reference', fr: 'Référence' },
  defaultValue: proposedReference,
  validate: uniqueReference,
  hooks: { beforeDuplicate: [newReferenceOnDuplicate] },
  admin: {
    width: '33%',
    description: {
      en: 'The next free number is proposed; any other unique reference may be typed',
      fr: 'Le prochain numéro libre est proposé ; toute autre référence unique peut être saisie',
    },
  },
}

const offerName: Field = {
  name: 'of_name',
  type: 'text',
  localized: true,
  label: { en: 'Name', fr: 'Nom' },
  admin: {
    description: {
      en: 'Required in French; other languages fall back when empty',
      fr: 'Obligatoire en français ; les autres langues se replient si vide',
    },
    ...translationStatus('offers'),
  },
  // French is the reference language (the slug comes from it); an offer edited in another
  // language may leave that language's name empty and be shown with the fallback name.
  validate: (
    v: unknown,
    { operation, req }: { operation?: string; req: { locale?: string | null } },
  ) => {
    // Written for all languages at once ({ fr, en, … }), the French one is the one required.
    const value = v && typeof v === 'object' ? (v as Record<string, unknown>).fr : v
    return (typeof value === 'string' && value.trim() !== '') ||
      (operation !== 'create' && req.locale !== 'fr')
      ? true
      : 'The name is required'
  },
}

/**
 * One sale price and one rent, each beside its "on request"; the shown variants and the yearly
 * rent, which only some offers need, folded under "Advanced".
 */
const prices: Field[] = [
  {
    type: 'row',
    fields: [
      { name: 'of_sell', type: 'checkbox', label: { en: 'For sale', fr: 'À vendre' } },
      priced(salePrice('of_price_sell', 'Sale price', 'Prix de vente'), 'of_sell'),
      {
        name: 'of_sell_uponrequest',
        type: 'checkbox',
        label: { en: 'Price on request', fr: 'Prix sur demande' },
        admin: {
          description: {
            en: 'The price is kept but not shown',
            fr: 'Le prix est gardé mais pas affiché',
          },
        },
      },
    ],
  },
  {
    type: 'row',
    fields: [
      { name: 'of_rent', type: 'checkbox', label: { en: 'For rent', fr: 'À louer' } },
      priced(rentPrice('of_price_rent', 'Rent per month', 'Loyer mensuel'), 'of_rent'),
      {
        name: 'of_rent_uponrequest',
        type: 'checkbox',
        label: { en: 'Rent on request', fr: 'Loyer sur demande' },
        admin: {
          description: {
            en: 'The rent is kept but not shown',
            fr: 'Le loyer est gardé mais pas affiché',
          },
        },
      },
    ],
  },
  {
    type: 'collapsible',
    label: { en: 'Advanced', fr: 'Avancé' },
    admin: {
      initCollapsed: true,
      description: {
        en: 'Only when the site should show another figure than the asking price',
        fr: 'Seulement si le site doit afficher un autre montant que le prix demandé',
      },
    },
    fields: [
      {
        type: 'row',
        fields: [
          priced(salePrice('of_sell_sum', 'Sale price shown', 'Prix de vente affiché')),
          priced(rentPrice('of_rent_sum', 'Rent shown per month', 'Loyer affiché par mois')),
          priced(rentPrice('of_rent_sum_year', 'Rent shown per year', 'Loyer affiché par an')),
        ],
      },
    ],
  },
]

/**
 * The photos, on the first tab since every new offer needs them: a grid of thumbnails to fill,
 * reorder and empty; the stored value stays the list of media ids.
 */
const photos: Field = {
  name: 'images',
  type: 'upload',
  relationTo: 'media',
  hasMany: true,
  label: { en: 'Photos (in order)', fr: 'Photos (dans l’ordre)' },
  admin: {
    components: { Field: '/admin/offers/photo-grid/photo-grid-field#PhotoGridField' },
  },
}

/**
 * What a new offer needs, on one page: reference, kind, name, building, price, services, photos,
 * text.
 */
export const essentialsTab: Tab = {
  label: { en: 'The offer', fr: 'L’offre' },
  fields: [
    {
      type: 'row',
      fields: [
        reference,
        {
          name: 'exclusivity',
          type: 'relationship',
          relationTo: 'items',
          filterOptions: { kind: { equals: 'exclusivity' } },
          label: { en: 'Exclusivity', fr: 'Exclusivité' },
          admin: chips('exclusivity'),
        },
      ],
    },
    {
      name: 'type',
      type: 'relationship',
      relationTo: 'items',
      filterOptions: { kind: { equals: 'type' } },
      label: { en: 'Type', fr: 'Type' },
      admin: chips('type'),
    },
    offerName,
    {
      name: 'building',
      type: 'relationship',
      relationTo: 'buildings',
      required: true,
      index: true,
      label: { en: 'Building', fr: 'Immeuble' },
    },
    ...prices,
    {
      name: 'services',
      type: 'relationship',
      relationTo: 'items',
      hasMany: true,
      filterOptions: { kind: { equals: 'service' } },
      label: { en: 'Services', fr: 'Services' },
      admin: chips('service'),
    },
    photos,
    ...localizedRichText(
      'of_text',
      { en: 'Description', fr: 'Description' },
      translationStatus('offers'),
    ),
  ],
}

export const propertyTab: Tab = {
  label: { en: 'Property', fr: 'Bien' },
  fields: [
    {
      name: 'of_district_own',
      type: 'text',
      label: { en: 'District', fr: 'Quartier' },
      admin: {
        description: {
          en: "Leave empty to use the building's district",
          fr: "Laisser vide pour reprendre le quartier de l'immeuble",
        },
      },
    },
    {
      type: 'row',
      fields: [
        count('of_nbpieces', 'Rooms (1 studio … 5 = 5+)', 'Pièces (1 studio … 5 = 5+)'),
        count('of_nbrooms', 'Bedrooms', 'Chambres'),
        count('of_nbbathrooms', 'Bathrooms', 'Salles de bains'),
      ],
    },
    {
      type: 'row',
      fields: [
        area('of_surface', 'Total surface', 'Surface totale'),
        area('of_surface_livable', 'Living surface', 'Surface habitable'),
        area('of_surface_terrace', 'Terrace', 'Terrasse'),
        {
          name: 'of_surface_approximate',
          type: 'checkbox',
          label: { en: 'Approximate', fr: 'Approximative' },
        },
      ],
    },
  ],
}

/** The video; the photos are on the first tab. */
export const mediaTab: Tab = {
  label: { en: 'Video', fr: 'Vidéo' },
  fields: [
    {
      name: 'of_video',
      type: 'textarea',
      label: { en: 'Video embed markup', fr: 'Code d’intégration vidéo' },
      admin: {
        description: {
          en: 'YouTube, Vimeo or Dailymotion iframe; anything else is removed',
          fr: 'Iframe YouTube, Vimeo ou Dailymotion ; le reste est retiré',
        },
      },
    },
  ],
}
