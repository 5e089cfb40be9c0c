/** The grid of result cards as the style sheet lays it out: its columns and a row's height with its gap. */
export type GridLayout = { columns: number; pitch: number }

/** What the server assumes (a phone's one column), until the browser reads the real grid. */
export const PHONE_LAYOUT: GridLayout = { columns: 1, pitch: 390 }

/**
 * Read from the style sheet, never worked out again here: the columns and the card's height
 * follow the grid's width there (container queries), and the rows must be placed exactly as
 * the reserved height counts them.
 */
export function gridLayoutOf(grid: HTMLElement): GridLayout {
  const style = getComputedStyle(grid)
  const columns = style.gridTemplateColumns.split(' ').filter((t) => t.endsWith('px')).length
  const pitch = parseFloat(style.gridAutoRows) + (parseFloat(style.rowGap) || 0)
  return columns > 0 && pitch > 0 ? { columns, pitch } : PHONE_LAYOUT
}

/** The grid's rows at one, two and three columns: the style sheet takes the one of the grid's width. */
export const reservedRows = (count: number) => ({
  '--rows-1': count,
  '--rows-2': Math.ceil(count / 2),
  '--rows-3': Math.ceil(count / 3),
})
