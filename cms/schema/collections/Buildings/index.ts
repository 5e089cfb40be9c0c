import type { CollectionConfig } from 'payload'
import { AREAS } from '@contract/limits'

import { referenceDataAccess } from '../../access/reference-data'
import { deriveBuildingArea } from './derive-area'
import { deriveBuildingLocation } from './derive-location'
import { locationFields } from './location-fields'
import { propagateToOffers } from './propagate-to-offers'
import { translationStatus } from '../Offers/admin/translation-status-field'
import { localizedRichText } from '../../../domain/rich-text/fields'
import { renderRichTextOnSave } from '../../../domain/rich-text/render-hook'
import { NAV_GROUPS } from '../../admin-settings/nav-groups'

export const Buildings: CollectionConfig = {
  slug: 'buildings',
  labels: {
    singular: { en: 'Building', fr: 'Immeuble' },
    plural: { en: 'Buildings', fr: 'Immeubles' },
  },
  admin: {
    useAsTitle: 'bu_name',
    defaultColumns: [
      'bu_name',
      'bu_city',
      'bu_district',
      'country',
      'bu_area',
      'bu_location_precision',
    ],
    listSearchableFields: ['bu_name', 'bu_city', 'bu_district'],
    group: NAV_GROUPS.offers,
  },
  access: referenceDataAccess,
  hooks: {
    beforeChange: [
      renderRichTextOnSave(['bu_description']),
      deriveBuildingArea,
      deriveBuildingLocation,
    ],
    afterChange: [propagateToOffers],
  },
  fields: [
    { name: 'bu_name', type: 'text', required: true, label: { en: 'Name', fr: 'Nom' } },
    {
      type: 'row',
      fields: [
        {
          name: 'bu_city',
          type: 'text',
          required: true,
          label: { en: 'City', fr: 'Ville' },
          admin: {
            description: {
              en: 'MONACO for Monaco; any other city is the Côte d’Azur or abroad',
              fr: 'MONACO pour Monaco ; toute autre ville est la Côte d’Azur ou l’étranger',
            },
          },
        },
        {
          name: 'bu_district',
          type: 'text',
          label: { en: 'District', fr: 'Quartier' },
          admin: {
            description: {
              en: 'District tile value, e.g. monte-carlo',
              fr: 'Valeur de la vignette du quartier, par exemple monte-carlo',
            },
          },
        },
      ],
    },
    {
      name: 'country',
      type: 'relationship',
      relationTo: 'countries',
      required: true,
      label: { en: 'Country', fr: 'Pays' },
    },
    ...localizedRichText(
      'bu_description',
      { en: 'Description', fr: 'Description' },
      translationStatus('buildings'),
    ),
    ...locationFields(),
    {
      name: 'bu_area',
      type: 'select',
      label: { en: 'Area', fr: 'Secteur' },
      index: true,
      options: [...AREAS],
      admin: {
        readOnly: true,
        position: 'sidebar',
        description: { en: 'Derived from city and country', fr: 'Déduit de la ville et du pays' },
      },
    },
    {
      name: 'distances',
      type: 'join',
      collection: 'distances',
      on: 'building',
      label: { en: 'School distances', fr: 'Distances aux écoles' },
    },
  ],
}
