import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { LANGUAGE_COOKIE } from '@contract/cookies'

import { listOffers } from './api'
import { baseUrl, jsErrors, newVisitor, useBrowser, type Viewport } from './browser'
import { poll } from './client-session'
import { expectNoShiftSeen, recordLayoutShifts } from './layout-shift'
import { MONACO_LIST } from './list-page'

const browser = useBrowser()

/** Where the footer starts in the page (not in the window), in CSS pixels. */
const footerTop = (page: Page) =>
  page.evaluate(() => document.querySelector('footer')!.getBoundingClientRect().top + scrollY)

const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1440, height: 900 } }

/**
 * The server's HTML carries the first cards of the list only, the browser then renders the rest
 * from the whole page of results: the list's full height is in the HTML already, so nothing under
 * it moves when the page comes to life, even on a slow phone.
 */
describe('the offers list reserves its height in the server HTML', () => {
  for (const viewport of ['phone', 'desktop'] as Viewport[])
    it(`on a ${viewport} with a slow CPU: no layout shift, the footer where the server's HTML put it`, async () => {
      // /offers lands on the list of the remembered search: every offer in Monaco at first.
      const total = (await listOffers('monaco=true&lang=fr&limit=0')).meta.total
      expect(total).toBeGreaterThan(12)

      // The server's HTML alone, as drawn before any script runs.
      const still = await browser().newContext({
        viewport: VIEWPORTS[viewport],
        javaScriptEnabled: false,
      })
      await still.addCookies([
        { name: LANGUAGE_COOKIE, value: 'fr', url: baseUrl() },
        { name: 'belsunce_allertcookie', value: 'ok', url: baseUrl() },
      ])
      const html = await still.newPage()
      await html.goto(`${baseUrl()}${MONACO_LIST}`)
      const serverCards = await html.locator('article.offer-card').count()
      expect(serverCards).toBeGreaterThan(0)
      expect(serverCards).toBeLessThan(total)
      const before = await footerTop(html)
      await still.close()

      const { context, page } = await newVisitor(browser(), viewport)
      await context.addCookies([{ name: LANGUAGE_COOKIE, value: 'fr', url: baseUrl() }])
      // The brand faces are in the cache, as after a visitor's first page: their swap on a first
      // visit (a few pixels of the header's text) is brand-fonts.e2e.ts's concern, not the list's.
      await page.goto('/contact')
      await page.evaluate(() => document.fonts.ready)
      const cdp = await context.newCDPSession(page)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 })
      await page.addInitScript(recordLayoutShifts)
      await page.goto(MONACO_LIST)
      // The whole page of results has arrived and its cards render as the visitor scrolls.
      await page.waitForLoadState('networkidle')
      expect(await footerTop(page)).toBeCloseTo(before, 0)
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
      await poll(() =>
        page.evaluate(() => document.querySelector('footer')!.getBoundingClientRect().top),
      ).toBeLessThan(VIEWPORTS[viewport].height)
      const titles = page.locator('.offer-card__title')
      await poll(() => titles.count()).toBeGreaterThan(0)
      // The last card is the page's last offer: the rows below the server's first ones are all there.
      const last = (await listOffers(`monaco=true&lang=fr&skip=${total - 1}&limit=1`)).data[0]
      await poll(async () => (await titles.allTextContents()).at(-1)).toBe(last.of_name_fr)
      expect(await footerTop(page)).toBeCloseTo(before, 0)
      await expectNoShiftSeen(page, `loading the list on a ${viewport} with a slow CPU`)
      expect(jsErrors(page)).toEqual([])
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
      await context.close()
    })
})
