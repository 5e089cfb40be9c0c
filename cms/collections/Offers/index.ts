import type { CollectionConfig } from 'payload'
import { AREAS } from '@contract/limits'

import { publishedWebOffers } from '../../access/published-web-offers'
import { isStaff, isStaffField } from '../../access/is-staff'
import { descriptionTab, mediaTab, priceTab, propertyTab } from './fields'
import { legalTab } from './legal-tab'
import { deleteDependents } from '../../hooks/delete-dependents'
import { deriveOfferFields } from './hooks/derive-fields'
import { generateSlug } from './hooks/generate-slug'
import { markListed } from './hooks/mark-listed'
import { deriveContentStatus } from './hooks/derive-content-status'
import { keepDuplicateDraft, newSlugOnDuplicate, offWebOnDuplicate } from './hooks/duplicate'
import { enforcePublishingRules } from './hooks/enforce-publishing-rules'
import { listColumns, listStatusFields } from './admin/list-fields'
import { audienceField } from './admin/audience-field'
import { audienceEndpoints } from './audience-endpoints'
import { locationCopyFields } from './location-copy-fields'
import { portalFields } from './portal-fields'
import { offerLivePreview } from './live-preview'
import { renderRichTextOnSave } from '../../rich-text/render-hook'
import { NAV_GROUPS } from '../../admin/nav-groups'

export const Offers: CollectionConfig = {
  slug: 'offers',
  labels: { singular: { en: 'Offer', fr: 'Offre' }, plural: { en: 'Offers', fr: 'Offres' } },
  admin: {
    useAsTitle: 'of_name',
    defaultColumns: [
      'of_thumbnail',
      'of_ref',
      'of_name',
      'of_prices',
      'of_badges',
      'of_views',
      'of_leads',
      'of_languages_missing',
      'of_city',
      'of_district',
    ],
    components: {
      beforeListTable: ['/components/offers/offer-list-tools#OfferListTools'],
    },
    listSearchableFields: ['of_ref', 'of_name', 'of_slug_fr', 'of_city', 'of_district'],
    group: NAV_GROUPS.offers,
    pagination: { defaultLimit: 25 },
    livePreview: offerLivePreview,
  },
  defaultSort: '-createdAt',
  versions: { drafts: true, maxPerDoc: 20 },
  endpoints: audienceEndpoints,
  access: {
    read: publishedWebOffers,
    create: isStaff,
    update: isStaff,
    delete: isStaff,
    readVersions: isStaff,
  },
  hooks: {
    beforeValidate: [generateSlug],
    beforeChange: [
      keepDuplicateDraft,
      renderRichTextOnSave(['of_text']),
      deriveOfferFields,
      deriveContentStatus,
      markListed,
      enforcePublishingRules,
    ],
    beforeDelete: [
      deleteDependents([
        { collection: 'actions', field: 'offer' },
        { collection: 'offer-views', field: 'offer' },
      ]),
    ],
  },
  fields: [
    ...listColumns,
    {
      type: 'tabs',
      tabs: [descriptionTab, priceTab, propertyTab, legalTab, mediaTab],
    },
    {
      name: 'of_web',
      type: 'checkbox',
      defaultValue: true,
      index: true,
      label: { en: 'Published on the web site', fr: 'Publiée sur le site' },
      hooks: { beforeDuplicate: [offWebOnDuplicate] },
      admin: { position: 'sidebar' },
    },
    {
      name: 'negotiator',
      type: 'relationship',
      relationTo: 'negotiators',
      index: true,
      label: { en: 'Negotiator', fr: 'Négociateur' },
      admin: {
        position: 'sidebar',
        description: {
          en: 'Shown to visitors and told of the visit requests; none: the agency’s main line',
          fr: 'Présenté aux visiteurs et prévenu des demandes de visite ; aucun : la ligne de l’agence',
        },
      },
    },
    {
      name: 'of_carousel',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      label: { en: 'Shown in the home carousel', fr: "Dans le carrousel de l'accueil" },
      admin: { position: 'sidebar' },
    },
    {
      name: 'of_featured',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      label: { en: 'Featured on the home page', fr: "À la une de l'accueil" },
      admin: {
        position: 'sidebar',
        description: {
          en: 'None ticked: the newest exclusives are shown',
          fr: 'Aucune cochée : les dernières exclusivités sont montrées',
        },
      },
    },
    {
      name: 'of_slug_fr',
      type: 'text',
      unique: true,
      index: true,
      label: { en: 'Slug (from the French name)', fr: 'Slug (depuis le nom français)' },
      hooks: { beforeDuplicate: [newSlugOnDuplicate] },
      admin: {
        position: 'sidebar',
        description: { en: 'Generated when empty; editable', fr: 'Généré si vide ; modifiable' },
      },
      validate: (v: unknown) =>
        v == null || v === '' || (typeof v === 'string' && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(v))
          ? true
          : 'lowercase-words-with-dashes',
    },
    {
      name: 'of_area',
      type: 'select',
      label: { en: 'Area', fr: 'Secteur' },
      index: true,
      options: [...AREAS],
      admin: {
        position: 'sidebar',
        readOnly: true,
        description: "From the building's city and country",
      },
    },
    {
      name: 'of_district',
      type: 'text',
      index: true,
      label: { en: 'District', fr: 'Quartier' },
      admin: { position: 'sidebar', readOnly: true, description: 'Effective district' },
    },
    {
      name: 'of_city',
      type: 'text',
      index: true,
      label: { en: 'City', fr: 'Ville' },
      admin: { position: 'sidebar', readOnly: true, description: "The building's city" },
    },
    ...portalFields,
    ...locationCopyFields,
    ...listStatusFields,
    {
      name: 'of_type',
      type: 'number',
      index: true,
      label: { en: 'Type code', fr: 'Code du type' },
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'of_exclusivite',
      type: 'number',
      label: { en: 'Exclusivity code', fr: "Code d'exclusivité" },
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'of_services',
      type: 'number',
      defaultValue: 0,
      label: { en: 'Services mask', fr: 'Masque des services' },
      admin: { position: 'sidebar', readOnly: true, description: 'Bitmask of the services' },
    },
    {
      name: 'visitRequests',
      type: 'join',
      collection: 'actions',
      on: 'offer',
      defaultSort: '-createdAt',
      access: { read: isStaffField },
      label: { en: 'Visit requests', fr: 'Demandes de visite' },
      admin: { defaultColumns: ['createdAt', 'contact', 'date_start', 'date_end', 'ac_status'] },
    },
    audienceField,
  ],
}
