import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import {
  amountToPosition,
  orderedBudget,
  positionToAmount,
  SLIDER_STEPS,
} from './budget-slider-value'
import { BUDGET_MAX } from '../../../lib/offer-filter'

describe('budget slider scale', () => {
  it('spans 0 to 400,000,000 (the maximum meaning no upper limit)', () => {
    expect(positionToAmount(0)).toBe(0)
    expect(positionToAmount(SLIDER_STEPS)).toBe(BUDGET_MAX)
    expect(amountToPosition(BUDGET_MAX)).toBe(SLIDER_STEPS)
  })

  it('never goes down as the handle moves right', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: SLIDER_STEPS - 1 }), (p) => {
        expect(positionToAmount(p + 1)).toBeGreaterThanOrEqual(positionToAmount(p))
      }),
    )
  })

  // Below 10 % of the track several positions share one rounded amount (steps of 100 €).
  it('puts a position back where it was after a round trip', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: SLIDER_STEPS }), (p) => {
        expect(Math.abs(amountToPosition(positionToAmount(p)) - p)).toBeLessThanOrEqual(1)
      }),
    )
  })

  it('swaps min and max when min is above max', () => {
    expect(orderedBudget(5000, 1000)).toEqual([1000, 5000])
    expect(orderedBudget(1000, 5000)).toEqual([1000, 5000])
  })
})
