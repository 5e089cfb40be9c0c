import type { CollectionConfig } from 'payload'
import { textarea } from 'payload/shared'
import { REPLY_MAX_LENGTH } from '@contract/message-reply'

import { isStaff } from '../access/is-staff'
import { notifyAgencyOfLead } from '../hooks/notify-agency-of-lead'
import { keepPersonRemoved } from '../hooks/keep-person-removed'
import { accountDeletedField } from '../fields/account-deleted-field'
import { clientRelation } from '../fields/relation-fields'
import { requiredOnCreate } from '../fields/required-on-create'
import { NAV_GROUPS } from '../admin-settings/nav-groups'

/**
 * A client's reply to one of the agency's messages. Clients write them only through the legacy
 * API, which checks the message is theirs; staff read them (under the message too) and tick them
 * read. A client who deletes its account leaves the reply without the person or the text.
 */
export const MessageReplies: CollectionConfig = {
  slug: 'message-replies',
  typescript: { interface: 'MessageReply' },
  labels: {
    singular: { en: 'Client reply', fr: 'Réponse de client' },
    plural: { en: 'Client replies', fr: 'Réponses des clients' },
  },
  admin: {
    useAsTitle: 'text',
    defaultColumns: ['createdAt', 'contact', 'message', 'text', 'read_by_staff'],
    group: NAV_GROUPS.clients,
  },
  defaultSort: '-createdAt',
  access: { read: isStaff, create: () => false, update: isStaff, delete: isStaff },
  hooks: {
    beforeChange: [keepPersonRemoved('message-replies')],
    afterChange: [notifyAgencyOfLead('message-replies')],
  },
  fields: [
    {
      name: 'message',
      type: 'relationship',
      relationTo: 'messages',
      required: true,
      index: true,
      label: { en: 'Message answered', fr: 'Message auquel il répond' },
      access: { update: () => false },
    },
    { ...clientRelation, access: { update: () => false } },
    {
      name: 'text',
      type: 'textarea',
      validate: requiredOnCreate(textarea),
      maxLength: REPLY_MAX_LENGTH,
      label: { en: 'Reply', fr: 'Réponse' },
      access: { update: () => false },
    },
    {
      name: 'read_by_staff',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      label: { en: 'Read by the agency', fr: 'Lue par l’agence' },
      // Ticked straight from the list, like a contact message handled.
      admin: {
        position: 'sidebar',
        components: { Cell: '/admin/shared/quick-edit-cell#QuickEditCell' },
      },
    },
    accountDeletedField,
  ],
}
