import items from './items.json'
import type { Names } from './places'

export type ItemSeed = { kind: 'type' | 'exclusivity' | 'service'; value: number; text: string; options?: number; icon?: string; labels: Names }

// The tables live in JSON: each item's value, its code and its label in the five languages.
/** Offer types; parking and storage carry option 8 or 9 so the home filter hides them. */
export const TYPES = items.TYPES as ItemSeed[]
export const EXCLUSIVITIES = items.EXCLUSIVITIES as ItemSeed[]
/** Services are bit flags: value 2^i, so an offer's services add up to one number. */
export const SERVICES = items.SERVICES as ItemSeed[]
