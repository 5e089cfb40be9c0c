import type { CollectionConfig } from 'payload'
import { textarea } from 'payload/shared'

import { isStaff } from '../access/is-staff'
import { notifyAgencyOfLead } from '../hooks/notify-agency-of-lead'
import { keepPersonRemoved } from '../hooks/keep-person-removed'
import { requiredOnCreate } from '../fields/required-on-create'
import { senderEmailField, senderNameRow, senderTelField } from '../fields/sender-fields'
import { accountDeletedField } from '../fields/account-deleted-field'
import { anonymisedField } from '../fields/anonymised-field'
import {
  MAIL_STATUS_LABELS,
  MAIL_STATUSES,
  mailStatusFromQueue,
} from '../fields/contact-mail-status'
import { NAV_GROUPS } from '../admin-settings/nav-groups'

/**
 * What visitors send through the contact form. Stored before any mail is tried, so a mail
 * failure never loses a message; the public route creates them after the robot check. A client
 * who deletes its account empties the person's details and text of the messages it sent, and the
 * retention job does the same, past the period, for senders who never became clients.
 */
export const ContactMessages: CollectionConfig = {
  slug: 'contact-messages',
  labels: {
    singular: { en: 'Contact message', fr: 'Message de contact' },
    plural: { en: 'Contact messages', fr: 'Messages de contact' },
  },
  admin: {
    useAsTitle: 'email',
    defaultColumns: [
      'createdAt',
      'handled',
      'firstname',
      'name',
      'email',
      'country',
      'offer',
      'mail_status',
    ],
    group: NAV_GROUPS.clients,
  },
  defaultSort: '-createdAt',
  access: { read: isStaff, create: isStaff, update: isStaff, delete: isStaff },
  // Its mail to the agency is sent by the contact route, which records the outcome; the hook adds the staff's live notice.
  hooks: {
    beforeChange: [keepPersonRemoved('contact-messages')],
    afterChange: [notifyAgencyOfLead('contact-messages')],
    afterRead: [mailStatusFromQueue],
  },
  fields: [
    senderNameRow,
    {
      type: 'row',
      fields: [
        senderEmailField,
        senderTelField,
        {
          name: 'country',
          type: 'text',
          required: true,
          maxLength: 60,
          label: { en: 'Country', fr: 'Pays' },
        },
      ],
    },
    {
      name: 'message',
      type: 'textarea',
      validate: requiredOnCreate(textarea),
      maxLength: 5000,
      label: { en: 'Message', fr: 'Message' },
    },
    {
      name: 'mail_status',
      type: 'select',
      defaultValue: 'pending',
      options: MAIL_STATUSES.map((value) => ({ value, label: MAIL_STATUS_LABELS[value] })),
      label: { en: 'Mail to the agency', fr: 'Mail à l’agence' },
      // Read from the mail queue (see contact-mail-status.ts): the stored value is not what is shown, so no filter on it.
      admin: {
        position: 'sidebar',
        readOnly: true,
        disableListFilter: true,
        description: { en: 'Read from the mail queue.', fr: 'Lu dans la file des mails.' },
      },
    },
    {
      name: 'mail_error',
      type: 'text',
      label: { en: 'Last mail error', fr: 'Dernière erreur du mail' },
      admin: { position: 'sidebar', readOnly: true, disableListFilter: true },
    },
    {
      // Counted among the offer's leads. Set by the site when the visitor wrote from the offer's
      // card; staff link a message that names an offer by hand. Optional: most messages are general.
      name: 'offer',
      type: 'relationship',
      relationTo: 'offers',
      index: true,
      label: { en: 'About the offer', fr: 'Offre concernée' },
      admin: {
        position: 'sidebar',
        description: {
          en: 'The offer the visitor wrote from; counted among its leads',
          fr: 'L’offre depuis laquelle le visiteur a écrit ; comptée dans ses contacts',
        },
      },
    },
    {
      name: 'handled',
      type: 'checkbox',
      defaultValue: false,
      label: { en: 'Handled', fr: 'Traité' },
      // Ticked straight from the list, the fastest way to sort the day's messages.
      admin: {
        position: 'sidebar',
        components: { Cell: '/admin/shared/quick-edit-cell#QuickEditCell' },
      },
    },
    accountDeletedField,
    anonymisedField,
  ],
}
