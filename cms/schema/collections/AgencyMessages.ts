import type { CollectionConfig } from 'payload'

import { isStaff, isStaffField } from '../access/is-staff'
import { staffOrOwnClient } from '../access/staff-or-own-client'
import { deleteDependents } from '../hooks/delete-dependents'
import { notifyAgencyMessage } from '../hooks/notify-agency-message'
import { keepPersonRemoved } from '../hooks/keep-person-removed'
import { accountDeletedField } from '../fields/account-deleted-field'
import { clientRelation } from '../fields/relation-fields'
import { NAV_GROUPS } from '../admin-settings/nav-groups'

/** Messages from the agency to one client; the client may only mark them read (and reply, see MessageReplies). */
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
    group: NAV_GROUPS.clients,
  },
  defaultSort: '-createdAt',
  access: { read: staffOrOwnClient, create: isStaff, update: staffOrOwnClient, delete: isStaff },
  hooks: {
    beforeChange: [keepPersonRemoved('messages')],
    afterChange: [notifyAgencyMessage],
    beforeDelete: [deleteDependents([{ collection: 'message-replies', field: 'message' }])],
  },
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
    {
      name: 'replies',
      type: 'join',
      collection: 'message-replies',
      on: 'message',
      defaultSort: 'createdAt',
      label: { en: 'The client’s replies', fr: 'Réponses du client' },
      // Staff only: the client area reads its replies through the legacy API.
      access: { read: isStaffField },
      admin: { defaultColumns: ['createdAt', 'text', 'read_by_staff'] },
    },
    accountDeletedField,
  ],
}
