import type { Field } from 'payload'

/** The offer's views and leads and "send to the interested clients", in the sidebar: nothing stored. */
export const audienceField: Field = {
  name: 'audience',
  type: 'ui',
  label: { en: 'Audience and leads', fr: 'Audience et contacts' },
  admin: {
    position: 'sidebar',
    components: { Field: '/admin/offers/audience-field#AudienceField', Cell: false },
    disableListColumn: true,
  },
}
