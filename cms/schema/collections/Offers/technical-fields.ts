import type { Field } from 'payload'
import { AREAS } from '@contract/limits'

import { AREA_NAMES } from '../../fields/place-names'
import { listStatusFields } from './admin/list-fields'
import { locationCopyFields } from './location-copy-fields'

const readOnlyInSidebar = { position: 'sidebar', readOnly: true } as const

/**
 * The values the offer derives on each save for the site's filters, the map, the alerts and the
 * list (codes, masks, copies of the building's place and point, the language and photo status):
 * stored and indexed, never typed. Folded in the sidebar, and shown to administrators only, who
 * may need them to understand what the site does; the place they give is named above them.
 */
export const technicalFields: Field = {
  type: 'collapsible',
  label: { en: 'Technical', fr: 'Technique' },
  admin: {
    position: 'sidebar',
    initCollapsed: true,
    condition: (_data, _sibling, { user }) => (user as { role?: string } | null)?.role === 'admin',
    description: {
      en: 'Values derived from the offer and its building on each save',
      fr: 'Valeurs calculées à chaque enregistrement depuis l’offre et son immeuble',
    },
  },
  fields: [
    {
      name: 'of_area',
      type: 'select',
      label: { en: 'Area', fr: 'Secteur' },
      index: true,
      // Named in the list's column and filter, never shown as the stored code.
      options: AREAS.map((value) => ({ value, label: AREA_NAMES[value]! })),
      admin: {
        ...readOnlyInSidebar,
        description: {
          en: 'From the building’s city and country',
          fr: 'D’après la ville et le pays de l’immeuble',
        },
      },
    },
    {
      name: 'of_district',
      type: 'text',
      index: true,
      label: { en: 'District', fr: 'Quartier' },
      admin: {
        ...readOnlyInSidebar,
        components: { Cell: '/admin/offers/place-cells#DistrictCell' },
        description: {
          en: 'The offer’s own district, else the building’s',
          fr: 'Le quartier propre à l’offre, sinon celui de l’immeuble',
        },
      },
    },
    {
      name: 'of_city',
      type: 'text',
      index: true,
      label: { en: 'City', fr: 'Ville' },
      admin: {
        ...readOnlyInSidebar,
        components: { Cell: '/admin/offers/place-cells#CityCell' },
        description: { en: 'The building’s city', fr: 'La ville de l’immeuble' },
      },
    },
    ...locationCopyFields,
    ...listStatusFields,
    {
      name: 'of_type',
      type: 'number',
      index: true,
      label: { en: 'Type code', fr: 'Code du type' },
      admin: readOnlyInSidebar,
    },
    {
      name: 'of_exclusivite',
      type: 'number',
      label: { en: 'Exclusivity code', fr: "Code d'exclusivité" },
      admin: readOnlyInSidebar,
    },
    {
      name: 'of_services',
      type: 'number',
      defaultValue: 0,
      label: { en: 'Services mask', fr: 'Masque des services' },
      admin: {
        ...readOnlyInSidebar,
        description: { en: 'One bit per service', fr: 'Un bit par service' },
      },
    },
  ],
}
