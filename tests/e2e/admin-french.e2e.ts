import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { DEMO_STAFF } from '@cms/seed/demo-accounts'
import { signInToAdmin } from './admin-session'
import { firstOfferForSale, staff } from './api'
import { baseUrl, launchBrowser } from './browser'

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/** Payload's French phrases with gender marks, which the admin's overrides replace. */
const GENDERED = /un\(e\)|trouvé\(e\)|nouveau ou nouvelle|Aucun\(e\)/

/** The breadcrumb's brand square lies wholly inside the boxes that clip it (its link and the header). */
async function brandSquareFullyVisible(page: Page) {
  const icon = page.locator('.step-nav__home svg').first()
  await icon.waitFor({ timeout: 30_000 })
  return icon.evaluate((svg) => {
    const box = svg.getBoundingClientRect()
    let clipped = false
    for (let el = svg.parentElement; el && el !== document.body; el = el.parentElement) {
      const style = getComputedStyle(el)
      if (
        style.overflow === 'visible' &&
        style.overflowX === 'visible' &&
        style.overflowY === 'visible'
      )
        continue
      const r = el.getBoundingClientRect()
      if (
        box.left < r.left - 0.5 ||
        box.top < r.top - 0.5 ||
        box.right > r.right + 0.5 ||
        box.bottom > r.bottom + 0.5
      )
        clipped = true
    }
    // The link's own box too: the square is drawn in it.
    const link = svg.closest('a')?.getBoundingClientRect()
    const inLink = !link || (box.width <= link.width + 0.5 && box.height <= link.height + 0.5)
    return { width: box.width, height: box.height, clipped: clipped || !inLink }
  })
}

describe('the admin in French', () => {
  it('has no gendered Payload phrases on the dashboard and an offer’s page, and shows the whole brand square', async () => {
    const context = await browser.newContext({
      baseURL: baseUrl(),
      locale: 'fr-FR',
      viewport: { width: 1440, height: 900 },
    })
    const page = await context.newPage()
    try {
      await signInToAdmin(page, DEMO_STAFF)
      await page.goto('/admin')
      await page.getByRole('heading', { name: 'Tableau de bord' }).waitFor({ timeout: 30_000 })
      expect(await page.locator('body').innerText()).not.toMatch(GENDERED)
      // The administrator's navigation leads to the Mails and demand views.
      expect(await page.locator('.agency-nav__mails').count()).toBe(1)
      expect(await page.locator('.agency-nav__demand').count()).toBe(1)

      const offer = await firstOfferForSale()
      expect((await staff.find('offers', { id: offer.of_id })).length).toBe(1)
      await page.goto(`/admin/collections/offers/${offer.of_id}`)
      await page.locator('.step-nav').waitFor({ timeout: 30_000 })
      await page.locator('#field-type, [id^="field-type"]').first().waitFor({ timeout: 30_000 })
      expect(await page.locator('body').innerText()).not.toMatch(GENDERED)
      // The admin's stylesheet may still be on its way when the breadcrumb is first drawn: the square is measured once laid out.
      await expect
        .poll(async () => (await brandSquareFullyVisible(page)).width, { timeout: 15_000 })
        .toBeGreaterThan(10)
      const square = await brandSquareFullyVisible(page)
      expect(square.clipped).toBe(false)
      expect(square.width).toBeGreaterThan(10)
      expect(square.height).toBe(square.width)

      // The Mails view lists the demo's mails in words.
      await page.goto('/admin/mails')
      await page
        .getByRole('heading', { name: 'Mails envoyés par le site' })
        .waitFor({ timeout: 30_000 })
      expect(await page.locator('.agency-mails__table tbody tr').count()).toBeGreaterThan(0)
      expect(await page.locator('body').innerText()).toMatch(/Échec \(abandonné\)/)
    } finally {
      await context.close()
    }
  })
})
