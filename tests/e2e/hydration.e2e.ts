import type { Browser, ConsoleMessage } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { baseUrl, launchBrowser, newVisitor } from './browser'

/*
 * The server renders each page and the browser hydrates it with the same components: a
 * difference between the two (a hydration mismatch) is logged by React as a console error and
 * makes it throw the server's HTML away. None may happen, in a fresh visit or a returning one.
 */
let browser: Browser
let detailPath: string

beforeAll(async () => {
  browser = await launchBrowser()
  const res = await fetch(`${baseUrl()}/web/1.0/offers?limit=1&lang=en`)
  detailPath = `/offers/details/${((await res.json()) as { data: { of_slug_fr: string }[] }).data[0].of_slug_fr}`
})

afterAll(async () => {
  await browser?.close()
})

const pages = () => [
  '/',
  '/offers/monaco/rents_and_sales/types-all/pieces-all/budget-all/1',
  detailPath,
  '/contact',
]

describe('hydration', () => {
  for (const lang of ['en', 'ru']) {
    it(`hydrates the home, a list, a detail page and the contact page without a mismatch (${lang})`, async () => {
      const { context, page } = await newVisitor(browser, 'phone', { acceptCookies: false })
      const problems: string[] = []
      page.on('console', (m: ConsoleMessage) => {
        if (m.type() === 'error' || /hydrat/i.test(m.text()))
          problems.push(`${m.type()}: ${m.text()}`)
      })
      page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`))
      for (const path of pages()) {
        await page.goto(`${path}?lang=${lang}`, { waitUntil: 'networkidle' })
        // The server's text is still there after hydration: React kept the HTML it was sent.
        expect(await page.locator('h1').first().textContent(), path).toBeTruthy()
      }
      expect(problems).toEqual([])
      await context.close()
    })
  }

  it('fetches the scripts once the main photo is in, then hydrates', async () => {
    for (const path of ['/', detailPath, '/contact']) {
      const { context, page } = await newVisitor(browser, 'phone', { acceptCookies: false })
      const events: string[] = []
      page.on('request', (r) => /\/assets\/[^/]+\.js$/.test(r.url()) && events.push('script'))
      page.on(
        'requestfinished',
        (r) => r.resourceType() === 'image' && events.push(`image ${new URL(r.url()).pathname}`),
      )
      await page.goto(path)
      await page.waitForSelector('html[data-hydrated="true"]')
      const main = await page.evaluate(() => {
        const img = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]')
        return img ? new URL(img.currentSrc).pathname : null
      })
      const firstScript = events.indexOf('script')
      expect(firstScript, path).toBeGreaterThanOrEqual(0)
      if (main)
        expect(events.indexOf(`image ${main}`), `${path}: ${events.join(', ')}`).toBeLessThan(
          firstScript,
        )
      else expect(path).toBe('/contact')
      await context.close()
    }
  })

  it('starts the scripts at the first key a visitor presses while the main photo is still on its way', async () => {
    const context = await browser.newContext({
      baseURL: baseUrl(),
      viewport: { width: 390, height: 844 },
      isMobile: true,
    })
    const page = await context.newPage()
    // The photos never arrive: only the visitor's key can start the scripts before the loader's last-resort delay (2.5 s).
    await page.route('**/api/1.0/images/**', () => undefined)
    let firstScriptAt = 0
    page.on('request', (r) => {
      if (!firstScriptAt && /\/assets\/[^/]+\.js$/.test(r.url())) firstScriptAt = Date.now()
    })
    await page.goto(detailPath, { waitUntil: 'domcontentloaded' })
    const readyAt = Date.now()
    await page.waitForTimeout(200)
    expect(firstScriptAt).toBe(0)
    await page.keyboard.press('Tab')
    await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' })
    expect(firstScriptAt - readyAt).toBeLessThan(1500)
    await context.close()
  })

  it('navigates on the client from the home page to a list and a detail page, fetching only data', async () => {
    const { context, page } = await newVisitor(browser)
    await page.goto('/')
    const documents: string[] = []
    page.on('request', (r) => r.resourceType() === 'document' && documents.push(r.url()))
    await page.getByRole('button', { name: 'Sales' }).hover()
    await page.getByRole('link', { name: 'Monaco', exact: true }).first().click()
    await page.waitForURL('**/offers/sales/monaco')
    await page.locator('a.district-tile').first().click()
    await page.waitForURL('**/offers/*/sales/types-all/pieces-all/budget-all/1')
    await page.locator('article.offer-card a').first().click()
    await page.waitForURL('**/offers/details/**')
    await expect.poll(() => page.locator('h1').textContent()).toBeTruthy()
    expect(documents).toEqual([])
    await context.close()
  })
})
