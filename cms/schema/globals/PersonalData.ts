import type { GlobalConfig } from 'payload'
import {
  DEFAULT_RETENTION_MONTHS,
  MAX_RETENTION_MONTHS,
  MIN_RETENTION_MONTHS,
} from '@contract/privacy'

import { anyone } from '../access/anyone'
import { isAdmin } from '../access/is-admin'
import { NAV_GROUPS } from '../admin-settings/nav-groups'

/**
 * How long the agency keeps visitors' personal data. Public (the legal notice states the period);
 * administrators alone change it, since it is the agency's commitment to the people concerned.
 */
export const PersonalData: GlobalConfig = {
  slug: 'personal-data',
  label: { en: 'Personal data', fr: 'Données personnelles' },
  admin: {
    group: NAV_GROUPS.settings,
    description: {
      en: 'Stated on the legal notice; only administrators may change it',
      fr: 'Indiquée dans les mentions légales ; seuls les administrateurs peuvent la modifier',
    },
  },
  access: { read: anyone, update: isAdmin },
  fields: [
    {
      name: 'retention_months',
      type: 'number',
      required: true,
      defaultValue: DEFAULT_RETENTION_MONTHS,
      min: MIN_RETENTION_MONTHS,
      max: MAX_RETENTION_MONTHS,
      label: {
        en: 'Retention period of visitors’ messages and visit requests (months)',
        fr: 'Durée de conservation des messages et demandes de visite des visiteurs (mois)',
      },
      admin: {
        step: 1,
        description: {
          en:
            'Past it, the contact messages and visit requests of people who never became clients are anonymised each night: they ' +
            'keep their date, offer and kind, not the person.',
          fr:
            'Au-delà, les messages de contact et demandes de visite des personnes jamais devenues clientes sont anonymisés ' +
            'chaque nuit : ils gardent leur date, le bien et leur nature, pas la personne.',
        },
      },
      validate: (value: unknown) =>
        Number.isInteger(value) &&
        (value as number) >= MIN_RETENTION_MONTHS &&
        (value as number) <= MAX_RETENTION_MONTHS
          ? true
          : `A whole number of months from ${MIN_RETENTION_MONTHS} to ${MAX_RETENTION_MONTHS}`,
    },
  ],
}
