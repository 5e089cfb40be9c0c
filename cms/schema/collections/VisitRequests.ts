import type { CollectionConfig } from 'payload'
import { VISIT_STATUSES, type VisitStatus } from '@contract/limits'

import { isStaff, isStaffUser } from '../access/is-staff'
import { staffOrClient } from '../access/is-client'
import { staffOrOwnClient } from '../access/staff-or-own-client'
import { notifyVisitRequestStatus } from '../hooks/notify-visit-request-status'
import { notifyAgencyOfLead } from '../hooks/notify-agency-of-lead'
import { keepPersonRemoved } from '../hooks/keep-person-removed'
import { accountDeletedField } from '../fields/account-deleted-field'
import { anonymisedField } from '../fields/anonymised-field'
import { clientRelation, offerRelation } from '../fields/relation-fields'
import { replyField, replyToClient } from '../fields/visit-request-reply'
import { NAV_GROUPS } from '../admin-settings/nav-groups'

const isoDate = (v: unknown) =>
  typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v))
    ? true
    : 'A date as YYYY-MM-DD'

const STATUS_LABELS: Record<VisitStatus, { en: string; fr: string }> = {
  waiting: { en: 'Pending', fr: 'En attente' },
  in_progress: { en: 'Being processed', fr: 'En cours de traitement' },
  accepted: { en: 'Accepted by the owner', fr: 'Acceptée par le propriétaire' },
  refused: { en: 'Refused by the owner', fr: 'Refusée par le propriétaire' },
}

/** What the list's search box looks through. */
export const VISIT_SEARCH_PATHS = [
  'contact.co_name',
  'contact.co_firstname',
  'contact.email',
  'offer.of_ref',
  'offer.of_name',
] as const

/** A visit date: typed in the browser's date input and listed in the staff member's language. */
const dateAdmin = {
  components: {
    Field: '/admin/visits/visit-date-field#VisitDateField',
    Cell: '/admin/visits/visit-date-cell#VisitDateCell',
  },
}

/** Visit requests: a client asks to visit an offer between two dates. */
export const VisitRequests: CollectionConfig = {
  slug: 'actions',
  typescript: { interface: 'VisitRequest' },
  labels: {
    singular: { en: 'Visit request', fr: 'Demande de visite' },
    plural: { en: 'Visit requests', fr: 'Demandes de visite' },
  },
  admin: {
    useAsTitle: 'date_start',
    defaultColumns: ['createdAt', 'ac_status', 'contact', 'offer', 'date_start', 'date_end'],
    // The search box looks through the client (names, address) and the offer (reference, name).
    listSearchableFields: [...VISIT_SEARCH_PATHS],
    description: {
      en: 'Search by the client’s name or e-mail address, or by the offer’s reference or name.',
      fr: 'Recherchez par le nom ou l’adresse e-mail du client, ou par la référence ou le nom de l’offre.',
    },
    group: NAV_GROUPS.clients,
  },
  defaultSort: '-createdAt',
  access: { read: staffOrOwnClient, create: staffOrClient, update: isStaff, delete: isStaff },
  hooks: {
    beforeValidate: [
      ({ data, req }) => {
        // A client can only ask for itself, and a new request always starts as waiting.
        if (data && !isStaffUser(req) && req.user?.collection === 'contacts') {
          data.contact = req.user.id
          data.ac_status = 'waiting'
        }
        return data
      },
    ],
    beforeChange: [keepPersonRemoved('actions')],
    afterChange: [notifyVisitRequestStatus, notifyAgencyOfLead('actions'), replyToClient],
  },
  fields: [
    clientRelation,
    offerRelation,
    {
      type: 'row',
      fields: [
        {
          name: 'date_start',
          type: 'text',
          required: true,
          validate: isoDate,
          label: { en: 'From', fr: 'Du' },
          admin: dateAdmin,
        },
        {
          name: 'date_end',
          type: 'text',
          required: true,
          label: { en: 'To', fr: 'Au' },
          admin: dateAdmin,
          validate: (v: unknown, { siblingData }: { siblingData: { date_start?: string } }) => {
            const ok = isoDate(v)
            if (ok !== true) return ok
            return !siblingData.date_start || siblingData.date_start <= (v as string)
              ? true
              : 'The end date is before the start date'
          },
        },
      ],
    },
    // Whether the client was mailed that its request arrived: held back until its address is proven.
    { name: 'ac_acknowledged', type: 'checkbox', defaultValue: false, admin: { hidden: true } },
    {
      name: 'ac_comment',
      type: 'textarea',
      maxLength: 2000,
      label: { en: 'Comment', fr: 'Commentaire' },
    },
    replyField,
    {
      name: 'ac_status',
      type: 'select',
      required: true,
      defaultValue: 'waiting',
      index: true,
      label: { en: 'Status', fr: 'Statut' },
      options: VISIT_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] })),
      // Changed straight from the list, the fastest way to sort the day's requests.
      admin: {
        position: 'sidebar',
        components: { Cell: '/admin/shared/quick-edit-cell#QuickEditCell' },
      },
    },
    accountDeletedField,
    anonymisedField,
  ],
}
