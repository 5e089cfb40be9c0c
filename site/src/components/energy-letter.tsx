import type { EnergyClass } from '@contract/energy'
import { bandOf, labelColour } from '@contract/energy-scales'

import { useTexts } from '../i18n/texts'

/** The energy class as the coloured letter of the French label, named for screen readers. */
export function EnergyLetter({ letter, className }: { letter: EnergyClass; className?: string }) {
  const { t } = useTexts()
  const fill = bandOf('dpe', letter).fill
  return (
    <span
      className={`energy-letter ${className ?? ''}`}
      style={{ background: fill, color: labelColour(fill) }}
    >
      <span aria-hidden="true">DPE {letter}</span>
      <span className="visually-hidden">{t('legal.energyLetter', { letter })}</span>
    </span>
  )
}
