import type { CollectionConfig } from 'payload'

import { isStaff, isStaffField } from '../access/is-staff'
import { staffOrOwnClient } from '../access/staff-or-own-client'
import { notifyAgencyMessage } from '../hooks/notify-agency-message'
import { accountDeletedField } from './account-deleted-field'
import { clientRelation } from './relation-fields'

/** Messages from the agency to one client; the client may only mark them read. */
export const AgencyMessages: CollectionConfig = {
  slug: 'messages',
  typescript: { interface: 'AgencyMessage' },
  labels: {
    singular: { en: 'Client message', fr: 'Message client' },
    plural: { en: 'Client messages', fr: 'Messages clients' },
  },
  admin: {
    useAsTitle: 'subject',
    defaultColumns: ['createdAt', 'contact', 'subject', 'read'],
    group: { en: 'Clients', fr: 'Clients' },
  },
  defaultSort: '-createdAt',
  access: { read: staffOrOwnClient, create: isStaff, update: staffOrOwnClient, delete: isStaff },
  hooks: { afterChange: [notifyAgencyMessage] },
  fields: [
    { ...clientRelation, access: { update: isStaffField } },
    {
      name: 'subject',
      type: 'text',
      required: true,
      maxLength: 200,
      label: { en: 'Subject', fr: 'Objet' },
      access: { update: isStaffField },
    },
    {
      name: 'body',
      type: 'textarea',
      required: true,
      maxLength: 10000,
      label: { en: 'Message', fr: 'Message' },
      access: { update: isStaffField },
    },
    {
      name: 'read',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      label: { en: 'Read by the client', fr: 'Lu par le client' },
      admin: { position: 'sidebar' },
    },
    accountDeletedField,
  ],
}
