import { type CSSProperties, useEffect, useState } from 'react'
import { formatPrice } from '@contract/format-price'

import { useLanguage, useTexts } from '../../../i18n/texts'
import {
  amountToPosition,
  orderedBudget,
  positionToAmount,
  SLIDER_STEPS,
} from '../lib/budget-slider-value'
import { BUDGET_MAX } from '../../../lib/offer-filter'

type BudgetSliderProps = { min: number; max: number; onChange: (min: number, max: number) => void }

/**
 * Two handles on one track; the search follows when a handle is released. The amounts are kept
 * as given (1 M€ stays 1 M€, not the amount nearest to the handle's position on the curved
 * scale), and only a handle that was moved takes the amount of its new position.
 */
export function BudgetSlider({ min, max, onChange }: BudgetSliderProps) {
  const { t } = useTexts()
  const lang = useLanguage()
  const [lo, setLo] = useState(min)
  const [hi, setHi] = useState(max)
  useEffect(() => {
    setLo(min)
    setHi(max)
  }, [min, max])

  const [a, b] = orderedBudget(lo, hi)
  // Touching a handle without moving it (a tap, a Tab through) changes nothing.
  const commit = () => (a !== min || b !== max) && onChange(a, b)
  const label = (amount: number) =>
    amount >= BUDGET_MAX ? t('budget.noLimit') : formatPrice(amount, lang)
  const [loPos, hiPos] = [amountToPosition(lo), amountToPosition(hi)]
  const moveTo = (current: number, set: (amount: number) => void) => (position: number) => {
    if (position !== amountToPosition(current)) set(positionToAmount(position))
  }
  const fill = {
    '--from': Math.min(loPos, hiPos) / SLIDER_STEPS,
    '--to': Math.max(loPos, hiPos) / SLIDER_STEPS,
  } as CSSProperties
  const handle = (
    which: 'min' | 'max',
    amount: number,
    position: number,
    set: (position: number) => void,
  ) => (
    <input
      type="range"
      className={`budget-slider__handle budget-slider__handle--${which}`}
      min={0}
      max={SLIDER_STEPS}
      value={position}
      aria-label={t(`budget.${which}`)}
      aria-valuetext={label(amount)}
      onChange={(e) => set(Number(e.target.value))}
      onPointerUp={commit}
      onKeyUp={commit}
      onBlur={commit}
    />
  )

  return (
    <div className="budget-slider">
      <p className="budget-slider__values" aria-live="polite">
        {label(a)} – {label(b)}
      </p>
      <div
        className={`budget-slider__track${loPos > SLIDER_STEPS * 0.9 ? ' budget-slider__track--min-on-top' : ''}`}
        style={fill}
      >
        <span className="budget-slider__range" aria-hidden="true" />
        {handle('min', lo, loPos, moveTo(lo, setLo))}
        {handle('max', hi, hiPos, moveTo(hi, setHi))}
      </div>
    </div>
  )
}
