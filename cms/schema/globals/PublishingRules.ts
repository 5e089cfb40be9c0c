import type { Field, GlobalConfig } from 'payload'

import { isAdmin } from '../access/is-admin'
import { isStaff } from '../access/is-staff'
import { NAV_GROUPS } from '../admin-settings/nav-groups'

const rule = (name: string, en: string, fr: string): Field => ({
  name,
  type: 'checkbox',
  defaultValue: false,
  label: { en, fr },
})

/**
 * What an offer needs before it may be published on the web site. All off by default: turning a
 * rule on refuses, from then on, to publish (or to keep published) an offer that breaks it.
 */
export const PublishingRules: GlobalConfig = {
  slug: 'publishing-rules',
  label: { en: 'Publishing rules', fr: 'Règles de publication' },
  admin: {
    group: NAV_GROUPS.settings,
    description: {
      en: 'Checked when an offer is saved as published on the web site; the admin lists what is missing instead of saving',
      fr: 'Vérifiées quand une offre est enregistrée publiée sur le site ; l’admin indique ce qui manque au lieu d’enregistrer',
    },
  },
  // Staff read them (the offer form applies them); administrators decide them.
  access: { read: isStaff, update: isAdmin },
  fields: [
    rule(
      'requireAllLanguages',
      'Require the name and description in all five languages',
      'Exiger le nom et la description dans les cinq langues',
    ),
    rule('requirePhoto', 'Require at least one photo', 'Exiger au moins une photo'),
    rule('requirePrice', 'Require a price or "on request"', 'Exiger un prix ou « sur demande »'),
    rule(
      'requireLegalInformation',
      'Require the legal information of French listings (energy diagnosis, fees)',
      'Exiger les mentions légales des annonces françaises (DPE, honoraires)',
    ),
  ],
}
