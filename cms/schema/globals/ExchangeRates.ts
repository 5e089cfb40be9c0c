import type { GlobalConfig, NumberField } from 'payload'
import { FOREIGN_CURRENCIES, type ForeignCurrency } from '@contract/rates'

import { anyone } from '../access/anyone'
import { isStaff } from '../access/is-staff'
import { NAV_GROUPS } from '../admin-settings/nav-groups'

/** Demo values (late 2026, approximate): the site only ever shows converted prices as approximate. */
export const DEFAULT_RATES: Record<ForeignCurrency, number> = {
  USD: 1.16,
  GBP: 0.88,
  CHF: 0.93,
  RUB: 92.5,
  AED: 4.26,
}
export const DEFAULT_RATES_DATE = '2026-11-23'

const rate = (code: ForeignCurrency): NumberField => ({
  name: code,
  type: 'number',
  required: true,
  defaultValue: DEFAULT_RATES[code],
  admin: { step: 0.0001, description: { en: `${code} for 1 €`, fr: `${code} pour 1 €` } },
  validate: (v: unknown) =>
    (typeof v === 'number' && Number.isFinite(v) && v > 0) || 'A number above 0',
})

/** What one euro buys in the currencies a visitor may pick; the site shows converted prices beside the euro price. */
export const ExchangeRates: GlobalConfig = {
  slug: 'exchange-rates',
  label: { en: 'Exchange rates', fr: 'Taux de change' },
  admin: { group: NAV_GROUPS.settings },
  access: { read: anyone, update: isStaff },
  fields: [
    {
      name: 'date',
      type: 'date',
      required: true,
      defaultValue: DEFAULT_RATES_DATE,
      label: { en: 'Rates of', fr: 'Taux du' },
      admin: {
        date: { pickerAppearance: 'dayOnly', displayFormat: 'dd/MM/yyyy' },
        description: {
          en: 'The day these rates were read',
          fr: 'Le jour où ces taux ont été relevés',
        },
      },
    },
    { type: 'row', fields: FOREIGN_CURRENCIES.map(rate) },
  ],
}
