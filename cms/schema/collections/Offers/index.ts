import type { CollectionConfig } from 'payload'

import { publishedWebOffers } from '../../access/published-web-offers'
import { isStaff } from '../../access/is-staff'
import { idOf } from '../../../domain/payload/relation-id'
import { essentialsTab, mediaTab, propertyTab } from './fields'
import { legalTab } from './legal-tab'
import { deleteDependents } from '../../hooks/delete-dependents'
import { deriveOfferFields } from './hooks/derive-fields'
import { generateSlug } from './hooks/generate-slug'
import { markListed } from './hooks/mark-listed'
import { deriveContentStatus } from './hooks/derive-content-status'
import {
  keepDuplicateDraft,
  newSlugOnDuplicate,
  onWebOnceDuplicatePublished,
} from './hooks/duplicate'
import { enforcePublishingRules } from './hooks/enforce-publishing-rules'
import { listColumns } from './admin/list-fields'
import { audienceField } from './admin/audience-field'
import { audienceEndpoints } from './audience-endpoints'
import { portalFields } from './portal-fields'
import { technicalFields } from './technical-fields'
import { visitRequestsTab } from './visit-requests-tab'
import { offerLivePreview } from './live-preview'
import { renderRichTextOnSave } from '../../../domain/rich-text/render-hook'
import { NAV_GROUPS } from '../../admin-settings/nav-groups'

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
      beforeListTable: ['/admin/offers/offer-list-tools#OfferListTools'],
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
        { collection: 'client-offer-views', field: 'offer' },
      ]),
    ],
  },
  fields: [
    ...listColumns,
    {
      type: 'tabs',
      tabs: [essentialsTab, propertyTab, legalTab, mediaTab, visitRequestsTab],
    },
    {
      name: 'of_web',
      type: 'checkbox',
      // Publishing puts an offer on the site; staff untick this ("Remove from the site") to keep a
      // published offer from visitors. A draft is on no site whatever its value.
      defaultValue: true,
      index: true,
      label: { en: 'Shown on the site once published', fr: 'Montrée sur le site une fois publiée' },
      hooks: { beforeDuplicate: [onWebOnceDuplicatePublished] },
      admin: {
        position: 'sidebar',
        components: { Field: '/admin/offers/publication-status-field#PublicationStatusField' },
      },
    },
    {
      name: 'negotiator',
      type: 'relationship',
      relationTo: 'negotiators',
      index: true,
      label: { en: 'Negotiator', fr: 'Négociateur' },
      // A negotiator creating an offer answers for it unless they choose another.
      defaultValue: ({ user }) =>
        idOf((user as { negotiator?: unknown } | null)?.negotiator) ?? undefined,
      admin: {
        position: 'sidebar',
        description: {
          en: 'Shown to visitors and told of the visit requests; none: the agency’s main line',
          fr: 'Présenté aux visiteurs et prévenu des demandes de visite ; aucun : la ligne de l’agence',
        },
      },
    },
    {
      name: 'of_place',
      type: 'ui',
      label: { en: 'Location', fr: 'Emplacement' },
      admin: {
        position: 'sidebar',
        components: { Field: '/admin/offers/offer-place-field#OfferPlaceField' },
        disableListColumn: true,
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
      label: {
        en: 'Page address (from the French name)',
        fr: 'Adresse de la page (depuis le nom français)',
      },
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
    ...portalFields,
    audienceField,
    technicalFields,
  ],
}
