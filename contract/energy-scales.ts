import type { EnergyClass } from './energy'

// The scales' colours and bounds, apart from the classes themselves: only the pages and sheets
// that draw a label need them, not every page that reads an energy filter.

export type EnergyScaleKind = 'dpe' | 'ges'

type Band = { letter: EnergyClass; upTo: number | null; fill: string }

/**
 * The two scales of the French diagnosis since July 2021: upper bound of each class (kWh of
 * primary energy per m² and year for the DPE, kg CO₂ equivalent per m² and year for the GES; the
 * last class has none) and the colour of the official labels.
 */
export const ENERGY_SCALES: Record<EnergyScaleKind, readonly Band[]> = {
  dpe: [
    { letter: 'A', upTo: 70, fill: '#009c6d' },
    { letter: 'B', upTo: 110, fill: '#52b153' },
    { letter: 'C', upTo: 180, fill: '#78bd76' },
    { letter: 'D', upTo: 250, fill: '#f4e70f' },
    { letter: 'E', upTo: 330, fill: '#f0b50f' },
    { letter: 'F', upTo: 420, fill: '#eb8235' },
    { letter: 'G', upTo: null, fill: '#d7221f' },
  ],
  ges: [
    { letter: 'A', upTo: 6, fill: '#a4dbf8' },
    { letter: 'B', upTo: 11, fill: '#8cb4d3' },
    { letter: 'C', upTo: 30, fill: '#7792b1' },
    { letter: 'D', upTo: 50, fill: '#606f8f' },
    { letter: 'E', upTo: 70, fill: '#4d5271' },
    { letter: 'F', upTo: 100, fill: '#393551' },
    { letter: 'G', upTo: null, fill: '#281b35' },
  ],
}

const channel = (hex: string, at: number) => {
  const c = parseInt(hex.slice(at, at + 2), 16) / 255
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
}

/** WCAG relative luminance of a `#rrggbb` colour. */
const luminance = (hex: string) =>
  0.2126 * channel(hex, 1) + 0.7152 * channel(hex, 3) + 0.0722 * channel(hex, 5)

/** WCAG contrast ratio of two `#rrggbb` colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (hi + 0.05) / (lo + 0.05)
}

/** Black or white, whichever reads better on a band's colour: the letters must stay legible. */
export const labelColour = (fill: string): '#000000' | '#ffffff' =>
  contrastRatio(fill, '#000000') >= contrastRatio(fill, '#ffffff') ? '#000000' : '#ffffff'

/** The class's band of a scale. */
export const bandOf = (kind: EnergyScaleKind, letter: EnergyClass): Band =>
  ENERGY_SCALES[kind].find((b) => b.letter === letter)!
