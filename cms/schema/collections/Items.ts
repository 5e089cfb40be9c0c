import type { CollectionConfig } from 'payload'
import { LANGUAGES } from '@contract/languages'

import { referenceDataAccess } from '../access/reference-data'
import { NAV_GROUPS } from '../admin-settings/nav-groups'

type Labels = { label_fr?: string | null; label_en?: string | null }

/** What is stored as the item's name: both admin languages, so a picker finds it by either. */
const bothLabels = (item: Labels) => [item.label_fr, item.label_en].filter(Boolean).join(' · ')

/** The item's name in the admin's language (French unless the staff member chose English). */
const labelFor = (item: Labels, language: string | undefined) =>
  (language === 'en' ? item.label_en || item.label_fr : item.label_fr || item.label_en) ?? ''

/**
 * Reference data: offer types, exclusivity codes and services.
 * A service's value is a power of two so that an offer's services fit in one bitmask.
 */
export const Items: CollectionConfig = {
  slug: 'items',
  labels: {
    singular: { en: 'Reference item', fr: 'Élément de référence' },
    plural: { en: 'Reference items', fr: 'Éléments de référence' },
  },
  // Pickers and titles name an item in the admin's language: French staff read French, English staff English.
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['kind', 'value', 'label_fr', 'label_en', 'options'],
    group: NAV_GROUPS.settings,
  },
  access: referenceDataAccess,
  // The title is computed on read from the labels: Payload's pickers select the title alone, so
  // the labels are always read with it (else every option reads "Untitled - ID: n").
  forceSelect: { label_fr: true, label_en: true },
  hooks: {
    beforeChange: [
      ({ data, originalDoc }) => ({
        ...data,
        title: bothLabels({ ...(originalDoc as Labels | undefined), ...(data as Labels) }),
      }),
    ],
  },
  fields: [
    {
      name: 'title',
      type: 'text',
      index: true,
      label: { en: 'Name', fr: 'Nom' },
      admin: { hidden: true, readOnly: true },
      hooks: {
        afterRead: [({ siblingData, req }) => labelFor(siblingData as Labels, req.i18n?.language)],
      },
    },
    {
      name: 'kind',
      type: 'select',
      required: true,
      index: true,
      label: { en: 'Kind', fr: 'Nature' },
      options: [
        { value: 'type', label: { en: 'Offer type', fr: "Type d'offre" } },
        { value: 'exclusivity', label: { en: 'Exclusivity', fr: 'Exclusivité' } },
        { value: 'service', label: { en: 'Service', fr: 'Service' } },
      ],
    },
    {
      name: 'value',
      type: 'number',
      required: true,
      min: 0,
      label: { en: 'Value', fr: 'Valeur' },
      validate: (v: unknown, { siblingData }: { siblingData: { kind?: string } }) => {
        if (typeof v !== 'number' || !Number.isInteger(v) || v < 0) return 'A whole number'
        if (siblingData.kind === 'service' && (v === 0 || (v & (v - 1)) !== 0 || v > 2 ** 30)) {
          return 'A service value must be a power of two (1, 2, 4, 8…)'
        }
        return true
      },
    },
    {
      name: 'text',
      type: 'text',
      required: true,
      label: { en: 'Code', fr: 'Code' },
      admin: {
        description: {
          en: 'Stable code, e.g. apartment',
          fr: 'Code stable, par exemple apartment',
        },
      },
    },
    {
      name: 'options',
      type: 'number',
      label: { en: 'Options', fr: 'Options' },
      admin: {
        description: {
          en: 'Types with option 8 or 9 are hidden from the home filter',
          fr: "Les types d'option 8 ou 9 sont masqués du filtre de l'accueil",
        },
      },
    },
    {
      name: 'icon',
      type: 'text',
      label: { en: 'Icon', fr: 'Icône' },
      admin: { description: { en: 'Icon name (services)', fr: 'Nom de l’icône (services)' } },
    },
    {
      type: 'row',
      fields: LANGUAGES.map((l) => ({
        name: `label_${l}`,
        type: 'text' as const,
        required: l === 'fr' || l === 'en',
        label: { en: `Label (${l})`, fr: `Libellé (${l})` },
      })),
    },
  ],
}
