import { describe, expect, it } from 'vitest'

import { classesUpTo, ENERGY_CLASSES, isEnergyClass, isExcessiveEnergyClass } from './energy'
import { bandOf, contrastRatio, ENERGY_SCALES, labelColour } from './energy-scales'

describe('energy classes', () => {
  it('lets a maximum class through with the better ones only', () => {
    expect(classesUpTo('A')).toEqual(['A'])
    expect(classesUpTo('C')).toEqual(['A', 'B', 'C'])
    expect(classesUpTo('G')).toEqual([...ENERGY_CLASSES])
  })

  it('knows the seven letters and nothing else', () => {
    expect(ENERGY_CLASSES.every(isEnergyClass)).toBe(true)
    for (const bad of ['a', 'H', '', 'AB', null, 3]) expect(isEnergyClass(bad)).toBe(false)
  })

  it('warns for F and G only', () => {
    expect(ENERGY_CLASSES.filter(isExcessiveEnergyClass)).toEqual(['F', 'G'])
    expect(isExcessiveEnergyClass(null)).toBe(false)
  })

  it('has the thresholds of the 2021 scales, rising, the last class open-ended', () => {
    expect(ENERGY_SCALES.dpe.map((b) => b.upTo)).toEqual([70, 110, 180, 250, 330, 420, null])
    expect(ENERGY_SCALES.ges.map((b) => b.upTo)).toEqual([6, 11, 30, 50, 70, 100, null])
    expect(bandOf('dpe', 'D').fill).toBe('#f4e70f')
  })

  it('labels every band in black or white with a contrast of at least 4.5:1', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5)
    for (const kind of ['dpe', 'ges'] as const) {
      for (const band of ENERGY_SCALES[kind])
        expect(
          contrastRatio(band.fill, labelColour(band.fill)),
          `${kind} ${band.letter}`,
        ).toBeGreaterThanOrEqual(4.5)
    }
    expect(labelColour('#f4e70f')).toBe('#000000')
    expect(labelColour('#281b35')).toBe('#ffffff')
  })
})
