import { useEffect, useState } from 'react'
import { useLanguage, useTexts } from '../../../i18n/texts'

import { formatPrice } from '@contract/format-price'
import { amountToPosition, orderedBudget, positionToAmount, SLIDER_STEPS } from '../lib/budget-slider-value'
import { BUDGET_MAX } from '../../../lib/offer-filter'

type BudgetSliderProps = { min: number; max: number; onChange: (min: number, max: number) => void }

/** Two handles; the search follows when a handle is released. */
export function BudgetSlider({ min, max, onChange }: BudgetSliderProps) {
  const { t } = useTexts()
  const lang = useLanguage()
  const [lo, setLo] = useState(amountToPosition(min))
  const [hi, setHi] = useState(amountToPosition(max))
  useEffect(() => {
    setLo(amountToPosition(min))
    setHi(amountToPosition(max))
  }, [min, max])

  const [a, b] = orderedBudget(positionToAmount(lo), positionToAmount(hi))
  const commit = () => onChange(a, b)
  const label = (amount: number) => (amount >= BUDGET_MAX ? t('budget.noLimit') : formatPrice(amount, lang))

  return (
    <div className="budget-slider">
      <p className="budget-slider__values" aria-live="polite">
        {label(a)} – {label(b)}
      </p>
      <div className="budget-slider__track">
        <input type="range" min={0} max={SLIDER_STEPS} value={lo} aria-label={t('budget.min')} aria-valuetext={label(positionToAmount(lo))} onChange={(e) => setLo(Number(e.target.value))} onPointerUp={commit} onKeyUp={commit} onBlur={commit} />
        <input type="range" min={0} max={SLIDER_STEPS} value={hi} aria-label={t('budget.max')} aria-valuetext={label(positionToAmount(hi))} onChange={(e) => setHi(Number(e.target.value))} onPointerUp={commit} onKeyUp={commit} onBlur={commit} />
      </div>
    </div>
  )
}
