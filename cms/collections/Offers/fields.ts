import type { Field, NumberField, Tab } from 'payload'

import { proposedReference } from './next-reference'
import { priceVisibleUnless } from '../../access/price-visible'
import { newReferenceOnDuplicate } from './hooks/duplicate'
import { translationStatus } from './admin/translation-status-field'
import { localizedRichText } from '../../rich-text/fields'

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

export const descriptionTab: Tab = {
  label: { en: 'Description', fr: 'Description' },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'of_ref',
          type: 'text',
          required: true,
          unique: true,
          index: true,
          label: { en: 'Reference', fr: 'Référence' },
          defaultValue: proposedReference,
          hooks: { beforeDuplicate: [newReferenceOnDuplicate] },
        },
        {
          name: 'type',
          type: 'relationship',
          relationTo: 'items',
          filterOptions: { kind: { equals: 'type' } },
          label: { en: 'Type', fr: 'Type' },
        },
        {
          name: 'exclusivity',
          type: 'relationship',
          relationTo: 'items',
          filterOptions: { kind: { equals: 'exclusivity' } },
          label: { en: 'Exclusivity', fr: 'Exclusivité' },
        },
      ],
    },
    {
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
    },
    ...localizedRichText(
      'of_text',
      { en: 'Description', fr: 'Description' },
      translationStatus('offers'),
    ),
  ],
}

export const priceTab: Tab = {
  label: { en: 'Sale & rent', fr: 'Vente & location' },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'of_sell', type: 'checkbox', label: { en: 'For sale', fr: 'À vendre' } },
        {
          name: 'of_sell_uponrequest',
          type: 'checkbox',
          label: { en: 'Sale price on request', fr: 'Prix de vente sur demande' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        salePrice('of_price_sell', 'Asking price (sale)', 'Prix demandé (vente)'),
        salePrice('of_sell_sum', 'Sale price shown', 'Prix de vente affiché'),
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'of_rent', type: 'checkbox', label: { en: 'For rent', fr: 'À louer' } },
        {
          name: 'of_rent_uponrequest',
          type: 'checkbox',
          label: { en: 'Rent on request', fr: 'Loyer sur demande' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        rentPrice('of_price_rent', 'Asking rent (per month)', 'Loyer demandé (par mois)'),
        rentPrice('of_rent_sum', 'Rent shown per month', 'Loyer affiché par mois'),
        rentPrice('of_rent_sum_year', 'Rent shown per year', 'Loyer affiché par an'),
      ],
    },
  ],
}

export const propertyTab: Tab = {
  label: { en: 'Property', fr: 'Bien' },
  fields: [
    {
      name: 'building',
      type: 'relationship',
      relationTo: 'buildings',
      required: true,
      index: true,
      label: { en: 'Building', fr: 'Immeuble' },
    },
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
    {
      name: 'services',
      type: 'relationship',
      relationTo: 'items',
      hasMany: true,
      filterOptions: { kind: { equals: 'service' } },
      label: { en: 'Services', fr: 'Services' },
    },
  ],
}

export const mediaTab: Tab = {
  label: { en: 'Photos & video', fr: 'Photos & vidéo' },
  fields: [
    {
      name: 'images',
      type: 'upload',
      relationTo: 'media',
      hasMany: true,
      label: { en: 'Photos (in order)', fr: 'Photos (dans l’ordre)' },
      // A grid of thumbnails to reorder, fill and empty; the stored value stays the list of media ids.
      admin: {
        components: { Field: '/components/offers/photo-grid/photo-grid-field#PhotoGridField' },
      },
    },
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
