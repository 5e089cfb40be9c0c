import type { Page } from 'playwright-core'
import { expect } from 'vitest'

/**
 * Runs in the page: adds up every layout shift from the document's start (buffered), as Core Web
 * Vitals' CLS counts it, and notes what moved. Given to `addInitScript` (from the first paint) or
 * to `evaluate` (from now, with what was buffered).
 */
export function recordLayoutShifts(): void {
  const w = window as Window & { shift?: number; shifted?: string[] }
  w.shift = 0
  w.shifted = []
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number
      hadRecentInput: boolean
      sources?: { node?: Node | null }[]
    })[]) {
      if (entry.hadRecentInput) continue
      w.shift! += entry.value
      for (const s of entry.sources ?? [])
        w.shifted!.push(
          s.node instanceof Element
            ? `${s.node.tagName.toLowerCase()}.${s.node.className}`
            : String(s.node?.nodeName),
        )
    }
  }).observe({ type: 'layout-shift', buffered: true })
}

/**
 * Below two thousandths is a sub-pixel move of a small box (a rounding of the browser's, seen on a
 * busy machine up to 0.0011, or a right-aligned menu a few pixels sideways): nothing a visitor
 * sees. Anything a visitor would notice — a header or a section jumping by a line — scores
 * several thousandths.
 */
const NOTHING_SEEN = 0.002

/** The layout shift recorded so far is nothing a visitor sees; the message names what moved. */
export async function expectNoShiftSeen(page: Page, when: string): Promise<void> {
  const { score, moved } = await page.evaluate(() => {
    const w = window as Window & { shift?: number; shifted?: string[] }
    return { score: w.shift ?? -1, moved: w.shifted ?? [] }
  })
  const message = `layout shift ${when} (${moved.join(', ') || 'nothing moved'})`
  expect(score, message).toBeGreaterThanOrEqual(0)
  expect(score, message).toBeLessThan(NOTHING_SEEN)
}
