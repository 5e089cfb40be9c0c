import type { CollectionConfig } from 'payload'

import { isStaff, isStaffField } from '../access/is-staff'
import { staffOrOwnContact } from '../access/staff-or-own-contact'
import { notifyMessageCreated } from '../hooks/notify-message-created'

/** Messages from the agency to one client; the client may only mark them read. */
export const Messages: CollectionConfig = {
  slug: 'messages',
  labels: { singular: { en: 'Client message', fr: 'Message client' }, plural: { en: 'Client messages', fr: 'Messages clients' } },
  admin: { useAsTitle: 'subject', defaultColumns: ['createdAt', 'contact', 'subject', 'read'], group: { en: 'Clients', fr: 'Clients' } },
  defaultSort: '-createdAt',
  access: { read: staffOrOwnContact, create: isStaff, update: staffOrOwnContact, delete: isStaff },
  hooks: { afterChange: [notifyMessageCreated] },
  fields: [
    {
      name: 'contact',
      type: 'relationship',
      relationTo: 'contacts',
      required: true,
      index: true,
      label: { en: 'Client', fr: 'Client' },
      access: { update: isStaffField },
    },
    { name: 'subject', type: 'text', required: true, maxLength: 200, label: { en: 'Subject', fr: 'Objet' }, access: { update: isStaffField } },
    { name: 'body', type: 'textarea', required: true, maxLength: 10000, label: { en: 'Message', fr: 'Message' }, access: { update: isStaffField } },
    { name: 'read', type: 'checkbox', defaultValue: false, index: true, label: { en: 'Read by the client', fr: 'Lu par le client' }, admin: { position: 'sidebar' } },
  ],
}
