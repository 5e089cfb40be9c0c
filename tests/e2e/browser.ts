import AxeBuilder from '@axe-core/playwright'
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core'
import { afterAll, beforeAll, expect, inject } from 'vitest'

import { CHROMIUM_PATH } from '../../scripts/chromium-path'

export const CHROMIUM = CHROMIUM_PATH

export const baseUrl = () => inject('e2eBaseUrl')

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      // The page's model context, where the site registers its tools for assistants (WebMCP).
      '--enable-features=WebMCPTesting',
    ],
  })
}

/** A Chromium for a test file: launched before its tests, closed after them. Call `browser()` inside a test. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
  })
  return () => {
    if (!browser) throw new Error('the browser is not launched yet: use it inside a test or a hook')
    return browser
  }
}

/** A Chromium for a test file and the contexts its tests open (clients, staff in the admin), all closed after them. */
export function useBrowserContexts(): { browser: () => Browser; contexts: BrowserContext[] } {
  const browser = useBrowser()
  const contexts: BrowserContext[] = []
  afterAll(async () => {
    for (const c of contexts) await c.close().catch(() => undefined)
  })
  return { browser, contexts }
}

/**
 * Pages are rendered on the server and then hydrated: every load of this page (goto, reload,
 * back and forward) waits until the site marks itself interactive, as a visitor waits to type.
 */
export function waitForHydration(page: Page): Page {
  const ready = async <T>(loaded: Promise<T>): Promise<T> => {
    const response = await loaded
    await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 30_000 })
    return response
  }
  const { goto, reload, goBack, goForward } = {
    goto: page.goto.bind(page),
    reload: page.reload.bind(page),
    goBack: page.goBack.bind(page),
    goForward: page.goForward.bind(page),
  }
  page.goto = (url, opts) => ready(goto(url, opts))
  page.reload = (opts) => ready(reload(opts))
  page.goBack = (opts) => ready(goBack(opts))
  page.goForward = (opts) => ready(goForward(opts))
  return page
}

export type Viewport = 'desktop' | 'phone'

const VIEWPORTS = { desktop: { width: 1440, height: 900 }, phone: { width: 390, height: 844 } }

/** A fresh visitor: own storage and cookies, optionally with the cookie banner already accepted. */
export async function newVisitor(
  browser: Browser,
  viewport: Viewport = 'desktop',
  opts: { acceptCookies?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: VIEWPORTS[viewport],
    baseURL: baseUrl(),
    locale: 'en-GB',
    isMobile: viewport === 'phone',
    hasTouch: viewport === 'phone',
  })
  if (opts.acceptCookies !== false) {
    await context.addCookies([{ name: 'belsunce_allertcookie', value: 'ok', url: baseUrl() }])
  }
  const page = waitForHydration(await context.newPage())
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  ;(page as Page & { jsErrors?: string[] }).jsErrors = errors
  return { context, page }
}

export const jsErrors = (page: Page) => (page as Page & { jsErrors?: string[] }).jsErrors ?? []

/** No serious or critical axe-core violation on the page as it is now. */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze()
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  const summary = bad.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(' | ')}`,
  )
  expect(summary, `axe on ${label}`).toEqual([])
}
