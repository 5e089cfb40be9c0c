import type { CollectionConfig } from 'payload'
import { relationship } from 'payload/shared'
import { LANGUAGE_NAMES, LANGUAGES } from '@contract/languages'
import { VALUATION_FEATURES } from '@contract/valuation'

import { isStaff } from '../access/is-staff'
import { notifyAgencyOfLead } from '../hooks/notify-agency-of-lead'
import { keepPersonRemoved } from '../hooks/keep-person-removed'
import { accountDeletedField } from '../fields/account-deleted-field'
import { requiredOnCreate } from '../fields/required-on-create'
import { senderEmailField, senderNameRow, senderTelField } from '../fields/sender-fields'
import { FEATURE_LABELS } from '../fields/valuation-features'
import { NAV_GROUPS } from '../admin-settings/nav-groups'

export const VALUATION_STATUSES = ['new', 'handled'] as const

const STATUS_LABELS: Record<(typeof VALUATION_STATUSES)[number], { en: string; fr: string }> = {
  new: { en: 'New', fr: 'Nouvelle' },
  handled: { en: 'Handled', fr: 'Traitée' },
}

/**
 * What sellers send through the "Estimate my property" form. The public route creates them, after
 * the robot check and before any mail is tried, so a failing mail never loses a request; nobody
 * else creates one (staff read them, answer the seller and mark them handled). A client who
 * deletes its account empties the person's details and texts of those sent from its proven address.
 */
export const ValuationRequests: CollectionConfig = {
  slug: 'valuation-requests',
  labels: {
    singular: { en: 'Valuation request', fr: 'Demande d’estimation' },
    plural: { en: 'Valuation requests', fr: 'Demandes d’estimation' },
  },
  admin: {
    useAsTitle: 'email',
    defaultColumns: [
      'createdAt',
      'status',
      'firstname',
      'name',
      'email',
      'district',
      'type',
      'surface',
    ],
    group: NAV_GROUPS.clients,
  },
  defaultSort: '-createdAt',
  access: { read: isStaff, create: () => false, update: isStaff, delete: isStaff },
  // The route mails the agency itself; the hook adds the staff's live notice.
  hooks: {
    beforeChange: [keepPersonRemoved('valuation-requests')],
    afterChange: [notifyAgencyOfLead('valuation-requests')],
  },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'district',
          type: 'text',
          required: true,
          maxLength: 100,
          index: true,
          label: { en: 'District or town', fr: 'Quartier ou ville' },
        },
        {
          name: 'address',
          type: 'text',
          maxLength: 200,
          label: { en: 'Address', fr: 'Adresse' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'type',
          type: 'relationship',
          relationTo: 'items',
          // Required when the seller sends it; a type staff delete later leaves the request without one.
          validate: requiredOnCreate(relationship),
          filterOptions: { kind: { equals: 'type' } },
          label: { en: 'Property type', fr: 'Type de bien' },
        },
        {
          name: 'surface',
          type: 'number',
          required: true,
          min: 1,
          label: { en: 'Surface (m²)', fr: 'Surface (m²)' },
        },
        {
          name: 'rooms',
          type: 'number',
          min: 1,
          label: { en: 'Rooms', fr: 'Pièces' },
        },
      ],
    },
    {
      name: 'features',
      type: 'select',
      hasMany: true,
      options: VALUATION_FEATURES.map((value) => ({ value, label: FEATURE_LABELS[value] })),
      label: { en: 'Features', fr: 'Atouts' },
    },
    senderNameRow,
    {
      type: 'row',
      fields: [senderEmailField, senderTelField],
    },
    {
      name: 'message',
      type: 'textarea',
      maxLength: 5000,
      label: { en: 'Message', fr: 'Message' },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'new',
      index: true,
      options: VALUATION_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] })),
      label: { en: 'Status', fr: 'Statut' },
      // Changed straight from the list, the fastest way to sort the day's requests.
      admin: {
        position: 'sidebar',
        components: { Cell: '/admin/shared/quick-edit-cell#QuickEditCell' },
      },
    },
    {
      name: 'lang',
      type: 'select',
      options: LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] })),
      label: { en: 'Language of the seller', fr: 'Langue du vendeur' },
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'comparable_count',
      type: 'number',
      label: { en: 'Comparable offers', fr: 'Offres comparables' },
      admin: {
        position: 'sidebar',
        readOnly: true,
        description: {
          en: 'Published sale offers of the same district and type, as shown to the seller.',
          fr: 'Offres en vente publiées du même quartier et du même type, telles que montrées au vendeur.',
        },
      },
    },
    {
      name: 'comparable_median_m2',
      type: 'number',
      label: { en: 'Their median price per m² (€)', fr: 'Leur prix médian au m² (€)' },
      admin: { position: 'sidebar', readOnly: true },
    },
    accountDeletedField,
  ],
}
