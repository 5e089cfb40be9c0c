import { createHmac, randomBytes } from 'node:crypto'

/** A visitor's views of one offer within this period are one view. */
export const VIEW_PERIOD_MS = 30 * 60 * 1000
/** Pairs remembered at most; past that the oldest are forgotten first (their views may count again). */
const MAX_REMEMBERED = 200_000

/**
 * Which (visitor, offer) pairs were seen within the period, in memory only. A pair is kept as a
 * keyed hash under a secret made at start and never stored, so the map names no address and
 * nothing links two days or two restarts; entries go once their period is over.
 */
export function createRecentViews({
  periodMs = VIEW_PERIOD_MS,
  maxRemembered = MAX_REMEMBERED,
} = {}) {
  const secret = randomBytes(32)
  const until = new Map<string, number>()

  /** True the first time `visitor` views `slug` within the period; a view with no known visitor always counts. */
  function firstIn(visitor: string | undefined, slug: string, now: number): boolean {
    if (!visitor) return true
    for (const [key, end] of until) {
      if (end > now && until.size < maxRemembered) break
      until.delete(key)
    }
    const key = createHmac('sha256', secret)
      .update(visitor)
      .update('\n')
      .update(slug)
      .digest('base64url')
    const end = until.get(key)
    if (end !== undefined && end > now) return false
    until.delete(key)
    until.set(key, now + periodMs)
    return true
  }

  return { firstIn, size: () => until.size }
}
