import { DEFAULT_COST_SETTINGS as D } from '@contract/cost-defaults'
import type { CostSettings } from '@contract/purchase-cost'

import type { PurchaseCost } from '@cms/payload-types'

const rate = (v: unknown, fallback: number): number =>
  typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : fallback

/** The stored global → the settings the site computes with; a value never saved is the default. */
export function toCostSettings(g: Partial<PurchaseCost> | null | undefined): CostSettings {
  return {
    date:
      typeof g?.date === 'string' && /^\d{4}-\d{2}-\d{2}/.test(g.date)
        ? g.date.slice(0, 10)
        : D.date,
    source: typeof g?.source === 'string' && g.source.trim() ? g.source.trim() : D.source,
    monaco: {
      personal: rate(g?.monaco_personal, D.monaco.personal),
      company: rate(g?.monaco_company, D.monaco.company),
      notary: rate(g?.monaco_notary, D.monaco.notary),
    },
    france: {
      existing: rate(g?.france_existing, D.france.existing),
      new: rate(g?.france_new, D.france.new),
    },
    mortgage: {
      rate: rate(g?.mortgage_rate, D.mortgage.rate),
      years: rate(g?.mortgage_years, D.mortgage.years) || D.mortgage.years,
      deposit_percent: rate(g?.mortgage_deposit_percent, D.mortgage.deposit_percent),
    },
  }
}
