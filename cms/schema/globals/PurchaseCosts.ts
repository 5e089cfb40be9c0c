import type { Field, GlobalConfig } from 'payload'
import { DEFAULT_COST_SETTINGS as D } from '@contract/cost-defaults'

import { anyone } from '../access/anyone'
import { isStaff } from '../access/is-staff'
import { NAV_GROUPS } from '../admin-settings/nav-groups'

const rate = (name: string, en: string, fr: string, defaultValue: number): Field => ({
  name,
  type: 'number',
  required: true,
  min: 0,
  max: 100,
  defaultValue,
  label: { en, fr },
  admin: { description: '%' },
})

/** The rates of the cost-of-buying estimate on sale pages, kept up to date by staff with their date and source. */
export const PurchaseCosts: GlobalConfig = {
  slug: 'purchase-costs',
  label: { en: 'Cost of buying', fr: 'Coût d’acquisition' },
  admin: {
    group: NAV_GROUPS.settings,
    description: {
      en: 'Shown on every sale page as an estimate, with the date below',
      fr: 'Affiché sur chaque page de vente comme une estimation, avec la date ci-dessous',
    },
  },
  access: { read: anyone, update: isStaff },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'date',
          type: 'date',
          required: true,
          defaultValue: D.date,
          label: { en: 'Rates checked on', fr: 'Taux vérifiés le' },
          admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'dd/MM/yyyy' } },
        },
        {
          name: 'source',
          type: 'textarea',
          required: true,
          defaultValue: D.source,
          label: { en: 'Source of the rates', fr: 'Source des taux' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        rate(
          'monaco_personal',
          'Monaco: registration duty, personal name',
          'Monaco : droit de mutation, nom propre',
          D.monaco.personal,
        ),
        rate(
          'monaco_company',
          'Monaco: registration duty, through a company',
          'Monaco : droit de mutation, par une société',
          D.monaco.company,
        ),
        rate('monaco_notary', 'Monaco: notary fees', 'Monaco : frais de notaire', D.monaco.notary),
      ],
    },
    {
      type: 'row',
      fields: [
        rate(
          'france_existing',
          'France: notary fees, existing property',
          'France : frais de notaire, ancien',
          D.france.existing,
        ),
        rate(
          'france_new',
          'France: notary fees, new property',
          'France : frais de notaire, neuf',
          D.france.new,
        ),
      ],
    },
    {
      type: 'row',
      fields: [
        rate('mortgage_rate', 'Loan: yearly rate', 'Prêt : taux annuel', D.mortgage.rate),
        {
          name: 'mortgage_years',
          type: 'number',
          required: true,
          min: 1,
          max: 40,
          defaultValue: D.mortgage.years,
          label: { en: 'Loan: years', fr: 'Prêt : durée (ans)' },
        },
        rate(
          'mortgage_deposit_percent',
          'Loan: deposit (% of the price)',
          'Prêt : apport (% du prix)',
          D.mortgage.deposit_percent,
        ),
      ],
    },
  ],
}
