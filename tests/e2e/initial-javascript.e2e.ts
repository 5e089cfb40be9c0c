import type { Request } from 'playwright-core'
import { describe, expect, it } from 'vitest'

import { newVisitor, useBrowser } from './browser'

const browser = useBrowser()

/** The budget of the scripts a first visitor downloads with the home page, compressed, headers included. */
const BUDGET_BYTES = 135 * 1024

/** What a finished request cost on the wire: its response's headers and (compressed) body. */
async function wireBytes(request: Request): Promise<number> {
  const sizes = await request.sizes()
  return sizes.responseHeadersSize + sizes.responseBodySize
}

describe('the home page on a first visit from a phone', () => {
  it(`downloads at most ${BUDGET_BYTES / 1024} KB of JavaScript until it has settled`, async () => {
    const { context, page } = await newVisitor(browser(), 'phone', { acceptCookies: false })
    const scripts: Promise<[string, number]>[] = []
    page.on('requestfinished', (request) => {
      const { origin, pathname } = new URL(request.url())
      if (pathname.endsWith('.js') && origin === new URL(page.url() || request.url()).origin) {
        scripts.push(wireBytes(request).then((bytes) => [pathname, bytes]))
      }
    })
    await page.goto('/')
    await page.waitForLoadState('networkidle')
    const files = await Promise.all(scripts)
    const total = files.reduce((sum, [, bytes]) => sum + bytes, 0)
    const listing = files.map(([name, bytes]) => `${(bytes / 1024).toFixed(1)} KB ${name}`)
    console.log(
      `Initial JavaScript on /: ${(total / 1024).toFixed(1)} KB\n  ${listing.join('\n  ')}`,
    )
    // The framework, the shared file and the home's own: a page with none of them would be broken.
    expect(files.length).toBeGreaterThanOrEqual(3)
    expect(total, listing.join('\n')).toBeLessThanOrEqual(BUDGET_BYTES)
    await context.close()
  })
})
