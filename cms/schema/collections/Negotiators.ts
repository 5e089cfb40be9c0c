import type { CollectionConfig } from 'payload'
import { NEGOTIATOR_LANGUAGES } from '@contract/negotiator'

import { referenceDataAccess } from '../access/reference-data'
import { NAV_GROUPS } from '../admin-settings/nav-groups'

/** The language names staff pick from, in the admin's two languages. */
const languageOption = (code: (typeof NEGOTIATOR_LANGUAGES)[number]) => ({
  value: code,
  label: {
    en: new Intl.DisplayNames(['en'], { type: 'language' }).of(code) ?? code,
    fr: new Intl.DisplayNames(['fr'], { type: 'language' }).of(code) ?? code,
  },
})

const PHONE = /^\+?[\d\s().-]{6,25}$/
const phoneCheck = (value: unknown, { req }: { req: { i18n?: { language?: string } } }) =>
  !value ||
  (typeof value === 'string' && PHONE.test(value)) ||
  (req.i18n?.language === 'en'
    ? 'A phone number, preferably in international form (+377 …)'
    : 'Un numéro de téléphone, au format international de préférence (+377 …)')

/**
 * The agency's negotiators: who answers for an offer, shown to visitors on its page and sheet and
 * told of its leads. Everything here is meant to be public; a staff user may be one of them.
 */
export const Negotiators: CollectionConfig = {
  slug: 'negotiators',
  labels: {
    singular: { en: 'Negotiator', fr: 'Négociateur' },
    plural: { en: 'Negotiators', fr: 'Négociateurs' },
  },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'languages', 'phone', 'email'],
    group: NAV_GROUPS.settings,
    description: {
      en: 'Shown to visitors on the pages of their offers, with their photo, languages and numbers.',
      fr: 'Présentés aux visiteurs sur les pages de leurs offres, avec leur photo, leurs langues et leurs numéros.',
    },
  },
  access: referenceDataAccess,
  fields: [
    { name: 'name', type: 'text', required: true, label: { en: 'Name', fr: 'Nom' } },
    {
      name: 'photo',
      type: 'upload',
      relationTo: 'media',
      label: { en: 'Photo', fr: 'Photo' },
    },
    {
      name: 'languages',
      type: 'select',
      hasMany: true,
      options: NEGOTIATOR_LANGUAGES.map(languageOption),
      label: { en: 'Languages spoken', fr: 'Langues parlées' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'phone',
          type: 'text',
          validate: phoneCheck,
          label: { en: 'Direct line', fr: 'Ligne directe' },
        },
        {
          name: 'mobile',
          type: 'text',
          validate: phoneCheck,
          label: { en: 'Mobile', fr: 'Mobile' },
        },
        {
          name: 'whatsapp',
          type: 'text',
          validate: phoneCheck,
          label: { en: 'WhatsApp number', fr: 'Numéro WhatsApp' },
        },
      ],
    },
    {
      name: 'email',
      type: 'email',
      required: true,
      label: { en: 'E-mail', fr: 'E-mail' },
      admin: {
        description: {
          en: 'Visit requests for their offers are mailed here, with the agency in copy.',
          fr: 'Les demandes de visite de leurs offres sont envoyées ici, avec l’agence en copie.',
        },
      },
    },
  ],
}
