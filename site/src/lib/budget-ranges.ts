import { BUDGET_MAX, type SaleRent } from './offer-filter'

export type BudgetRange = { min: number; max: number }

/** The home budget choices: sale prices in millions, rents per month. */
export function budgetRanges(salerent: SaleRent): BudgetRange[] {
  if (salerent === 'rents')
    return [
      { min: 0, max: 5_000 },
      { min: 5_000, max: 10_000 },
      { min: 10_000, max: 30_000 },
      { min: 30_000, max: BUDGET_MAX },
    ]
  return [
    { min: 0, max: 1_000_000 },
    { min: 1_000_000, max: 3_000_000 },
    { min: 3_000_000, max: 10_000_000 },
    { min: 10_000_000, max: 30_000_000 },
    { min: 30_000_000, max: BUDGET_MAX },
  ]
}
