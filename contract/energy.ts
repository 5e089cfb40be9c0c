/** The energy (DPE) and climate (GES) classes of a French diagnosis, best first. */
export const ENERGY_CLASSES = ['A', 'B', 'C', 'D', 'E', 'F', 'G'] as const
export type EnergyClass = (typeof ENERGY_CLASSES)[number]

export const isEnergyClass = (value: unknown): value is EnergyClass =>
  typeof value === 'string' && (ENERGY_CLASSES as readonly string[]).includes(value)

/** Whether the diagnosis is known, not required for this property, or being made. */
export const DPE_STATUSES = ['available', 'not_subject', 'in_progress'] as const
export type DpeStatus = (typeof DPE_STATUSES)[number]

/** Classes F and G: the advertisement must say the housing uses an excessive amount of energy. */
export const isExcessiveEnergyClass = (c: EnergyClass | null | undefined): boolean =>
  c === 'F' || c === 'G'

/** The classes a `dpe_max` filter lets through: that letter and the better ones. */
export const classesUpTo = (max: EnergyClass): EnergyClass[] =>
  ENERGY_CLASSES.slice(0, ENERGY_CLASSES.indexOf(max) + 1)
