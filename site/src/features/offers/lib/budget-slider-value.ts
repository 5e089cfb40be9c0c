import { BUDGET_MAX, BUDGET_MIN } from '../../../lib/offer-filter'

/**
 * The budget slider moves on a curved scale so that both a 2,000 € rent and a 40 M€ villa can be
 * picked precisely: position 0…1000 ↔ 0…400,000,000 (cubic curve, rounded to steps that stay finer than one position).
 */
export const SLIDER_STEPS = 1000

export function positionToAmount(position: number): number {
  const p = Math.min(SLIDER_STEPS, Math.max(0, position)) / SLIDER_STEPS
  const raw = BUDGET_MAX * p ** 3
  if (raw >= BUDGET_MAX) return BUDGET_MAX
  const step =
    raw < 10_000
      ? 100
      : raw < 1_000_000
        ? 1_000
        : raw < 10_000_000
          ? 10_000
          : raw < 100_000_000
            ? 50_000
            : 500_000
  return Math.max(BUDGET_MIN, Math.round(raw / step) * step)
}

export function amountToPosition(amount: number): number {
  const a = Math.min(BUDGET_MAX, Math.max(BUDGET_MIN, amount))
  return Math.round(Math.cbrt(a / BUDGET_MAX) * SLIDER_STEPS)
}

/** Min above max: the two are swapped. */
export const orderedBudget = (a: number, b: number): [number, number] => (a <= b ? [a, b] : [b, a])
