import type { GridLayout } from './grid-layout'

/**
 * Where a visitor left a list, by history entry: the window's scroll, the grid's layout and its
 * distance from the page's top, so Back shows the same cards at the same place before the
 * browser paints.
 */
export type ListPlace = { scrollY: number; layout: GridLayout; margin: number }

// The entries of one visit; the oldest are forgotten past a few dozen.
const KEPT = 30
const places = new Map<string, ListPlace>()

export function rememberPlace(entry: string, place: ListPlace): void {
  places.delete(entry)
  places.set(entry, place)
  if (places.size > KEPT) places.delete(places.keys().next().value!)
}

export const placeOf = (entry: string): ListPlace | undefined => places.get(entry)
