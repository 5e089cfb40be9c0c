import { useId } from 'react'
import type { EnergyClass } from '@contract/energy'
import { ENERGY_SCALES, type EnergyScaleKind, labelColour } from '@contract/energy-scales'

import { useTexts } from '../../../i18n/texts'

const ROW = 30
const GAP = 4
const MIN_WIDTH = 110
const STEP = 24
const MARK = 100

type EnergyScaleProps = { kind: EnergyScaleKind; letter: EnergyClass; value: number | null }

/**
 * One of the two French scales (energy, climate) drawn as on the official label: seven bands
 * from A to G, widening and colouring towards G, with the offer's class picked out and its value
 * beside it. The picture is named and described for screen readers (role img, title, desc).
 */
export function EnergyScale({ kind, letter, value }: EnergyScaleProps) {
  const { t } = useTexts()
  const id = useId()
  const bands = ENERGY_SCALES[kind]
  const unit = t(kind === 'dpe' ? 'legal.dpeUnit' : 'legal.gesUnit')
  const range = (i: number) => {
    const upTo = bands[i].upTo
    return upTo == null
      ? t('legal.bandAbove', { min: bands[i - 1].upTo })
      : i === 0
        ? t('legal.bandUpTo', { max: upTo })
        : `${bands[i - 1].upTo! + 1} – ${upTo}`
  }
  const width = MIN_WIDTH + STEP * (bands.length - 1) + MARK
  const height = bands.length * (ROW + GAP)
  const title = t(kind === 'dpe' ? 'legal.dpeScale' : 'legal.gesScale', { letter })
  return (
    <svg
      className="energy-scale"
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-labelledby={`${id}-t ${id}-d`}
      focusable="false"
    >
      <title id={`${id}-t`}>{title}</title>
      <desc id={`${id}-d`}>
        {[
          value != null ? `${value} ${unit}` : '',
          ...bands.map((b, i) => `${b.letter}: ${range(i)} ${unit}`),
        ]
          .filter(Boolean)
          .join('; ')}
      </desc>
      {bands.map((b, i) => {
        const y = i * (ROW + GAP)
        const w = MIN_WIDTH + STEP * i
        const ink = labelColour(b.fill)
        const own = b.letter === letter
        return (
          <g key={b.letter}>
            <rect
              x={0}
              y={y}
              width={w}
              height={ROW}
              rx={3}
              fill={b.fill}
              stroke={own ? '#14213d' : 'none'}
              strokeWidth={own ? 3 : 0}
            />
            <text x={8} y={y + ROW / 2 + 4} fontSize={11} fill={ink}>
              {range(i)}
            </text>
            <text
              x={w - 8}
              y={y + ROW / 2 + 6}
              fontSize={own ? 19 : 16}
              fontWeight={700}
              textAnchor="end"
              fill={ink}
            >
              {b.letter}
            </text>
            {own && (
              <g>
                <polygon
                  points={`${w + 6},${y + ROW / 2} ${w + 16},${y + 3} ${w + 16},${y + ROW - 3}`}
                  fill="#14213d"
                />
                <rect
                  x={w + 16}
                  y={y + 3}
                  width={MARK - 22}
                  height={ROW - 6}
                  rx={3}
                  fill="#14213d"
                />
                <text
                  x={w + 16 + (MARK - 22) / 2}
                  y={y + ROW / 2 + 5}
                  fontSize={13}
                  fontWeight={700}
                  textAnchor="middle"
                  fill="#ffffff"
                >
                  {value ?? b.letter}
                </text>
              </g>
            )}
          </g>
        )
      })}
    </svg>
  )
}
