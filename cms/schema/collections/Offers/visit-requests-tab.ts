import type { Tab } from 'payload'

import { isStaffField } from '../../access/is-staff'

/** The offer's visit requests, in a tab of their own rather than under every tab of the form. */
export const visitRequestsTab: Tab = {
  label: { en: 'Visit requests', fr: 'Demandes de visite' },
  fields: [
    {
      name: 'visitRequests',
      type: 'join',
      collection: 'actions',
      on: 'offer',
      defaultSort: '-createdAt',
      access: { read: isStaffField },
      label: { en: 'Visit requests', fr: 'Demandes de visite' },
      admin: { defaultColumns: ['createdAt', 'contact', 'date_start', 'date_end', 'ac_status'] },
    },
  ],
}
