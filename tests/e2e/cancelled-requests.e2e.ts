import type { Browser, Request } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { jsErrors, launchBrowser, newVisitor } from './browser'
import { poll } from './client-session'

/*
 * A request the visitor's next page no longer needs is cancelled (React Query aborts it when its
 * last user unmounts): that is the site working, not failing, and the console stays quiet.
 */
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

describe('a cancelled request', () => {
  it('for the reference data is really aborted when the visitor moves on, and logs no error in the console', async () => {
    const { context, page } = await newVisitor(browser)
    const logged: string[] = []
    page.on(
      'console',
      (m) =>
        (m.type() === 'error' || m.type() === 'warning') && logged.push(`${m.type()}: ${m.text()}`),
    )

    // The answer is held until the test lets it go, so the request is still in flight when the
    // visitor leaves, however fast the server is.
    let release: () => void = () => undefined
    const released = new Promise<void>((resolve) => (release = resolve))
    const continued: Promise<unknown>[] = []
    await page.route('**/web/1.0/items*', async (route) => {
      await released
      // Playwright lets a request the page already gave up go quietly; a refusal would change nothing here.
      continued.push(route.continue().catch(() => undefined))
    })
    const failed: Request[] = []
    page.on('requestfailed', (r) => r.url().includes('/web/1.0/items') && failed.push(r))

    // The favourites page is rendered without the reference data: the browser asks for it.
    const asked = page.waitForRequest((r) => r.url().includes('/web/1.0/items'), {
      timeout: 20_000,
    })
    await page.goto('/offers/favories')
    await asked
    await page.locator('.site-header').getByRole('link', { name: 'Contact', exact: true }).click()
    await poll(() => new URL(page.url()).pathname).toBe('/contact')
    await poll(() => page.getByRole('heading', { level: 1 }).isVisible()).toBe(true)

    // The browser gave the request up itself (the test never failed it).
    await poll(() => failed.length).toBe(1)
    expect(failed[0].failure()?.errorText).toBe('net::ERR_ABORTED')
    // Whatever the page does with the cancellation runs now (and would log now).
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)))
    release()
    await Promise.all(continued)

    // The API client's one-line warning that a request was cancelled may stay; no error about the
    // reference data, and no AbortError, whether logged or left unhandled.
    expect(
      logged.filter((line) => /reference data|abort/i.test(line)),
      `console: ${JSON.stringify(logged)}`,
    ).toEqual([])
    expect(jsErrors(page)).toEqual([])
    await context.close()
  })
})
