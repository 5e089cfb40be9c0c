/** `list` with its element at `from` put at `to` (a copy; the same order when either is out of the list). */
export const moved = <T>(list: readonly T[], from: number, to: number): T[] => {
  const next = [...list]
  if (from === to || from < 0 || from >= list.length || to < 0 || to >= list.length) return next
  const [item] = next.splice(from, 1)
  next.splice(to, 0, item!)
  return next
}
