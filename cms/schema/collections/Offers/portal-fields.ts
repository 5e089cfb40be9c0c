import type { Field } from 'payload'

import { isStaffField } from '../../access/is-staff'

/**
 * Which portals' feeds carry the offer (one box per portal), and where an imported offer came
 * from: its feed's name and its id in that feed, by which a later run of the same feed finds it.
 * Staff only: none of this is public.
 */
export const portalFields: Field[] = [
  {
    name: 'portals',
    type: 'relationship',
    relationTo: 'portals',
    hasMany: true,
    access: { read: isStaffField },
    label: { en: 'Portals', fr: 'Portails' },
    admin: {
      position: 'sidebar',
      // One box per portal (an agency has a handful), instead of a picker.
      components: { Field: '/admin/portals/portal-checkboxes-field#PortalCheckboxesField' },
      description: {
        en: 'The portals whose feed carries this offer once it is published',
        fr: 'Les portails dont le flux diffuse cette offre une fois publiée',
      },
    },
  },
  {
    type: 'row',
    admin: { position: 'sidebar', condition: (data) => Boolean(data?.of_import_source) },
    fields: [
      {
        name: 'of_import_source',
        type: 'text',
        index: true,
        access: { read: isStaffField },
        label: { en: 'Imported from', fr: 'Importée de' },
        admin: { readOnly: true },
      },
      {
        name: 'of_import_id',
        type: 'text',
        index: true,
        access: { read: isStaffField },
        label: { en: 'Id in that feed', fr: 'Identifiant dans ce flux' },
        admin: { readOnly: true },
      },
    ],
  },
]
