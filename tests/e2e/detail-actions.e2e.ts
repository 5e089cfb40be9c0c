import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'

import { apiJson } from './api'
import { demoOfferOfNegotiator as demoOffer } from './demo-catalogue'
import { jsErrors, newVisitor, useBrowser } from './browser'
import { poll } from './client-session'

const browser = useBrowser()

/** A phone number as the `tel:` address a tap dials (digits and the leading +). */
const dialled = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`

/** Whether the actions bar is displayed, inside the screen, and a tap on its first link reaches it. */
const barShown = (page: Page) =>
  page.locator('.detail-actions').evaluate((bar) => {
    if (getComputedStyle(bar).display === 'none') return false
    const r = bar.getBoundingClientRect()
    const link = bar.querySelector('a')!.getBoundingClientRect()
    const hit = document.elementFromPoint(link.x + link.width / 2, link.y + link.height / 2)
    return r.height > 0 && r.bottom <= innerHeight + 1 && Boolean(hit && bar.contains(hit))
  })

/**
 * The focused element's box on screen and what sticky or fixed box (the header, the actions bar)
 * overlaps it: the visitor must see the field they type in.
 */
const focusedAndCovers = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement
    const r = el.getBoundingClientRect()
    const covers = [...document.querySelectorAll('.site-header, .detail-actions')]
      .filter((s) => getComputedStyle(s).display !== 'none')
      .filter((s) => {
        const b = s.getBoundingClientRect()
        return r.top < b.bottom && r.bottom > b.top && r.left < b.right && r.right > b.left
      })
      .map((s) => s.className)
    const name =
      (el as HTMLInputElement).labels?.[0]?.textContent ??
      el.getAttribute('aria-label') ??
      el.textContent
    return {
      inForm: Boolean(el.closest('form.visit-form')),
      what: `${el.tagName.toLowerCase()} ${name?.trim().slice(0, 30)}`,
      onScreen: r.top >= 0 && r.bottom <= innerHeight,
      covers,
    }
  })

describe('the actions bar of an offer', () => {
  it('on a desktop, shows only while the visit form is off screen, and nothing sticky covers the field in focus', async () => {
    const offer = await demoOffer(false)
    const { context, page } = await newVisitor(browser(), 'desktop')
    await page.goto(`/offers/details/${offer.of_slug_fr}?lang=fr`)
    const form = page.locator('form.visit-form')

    // Scrolled past the visit form (the map, similar offers): the bar brings the visitor back.
    await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight))
    expect(
      await page.evaluate(
        () => document.getElementById('visit-request')!.getBoundingClientRect().bottom,
      ),
    ).toBeLessThan(0)
    await poll(() => barShown(page)).toBe(true)

    // Its link brings the form back, focus in its first field: beside the form, the bar would
    // only repeat it, and steps aside.
    await page.locator('.detail-actions').getByRole('link', { name: 'Demander une visite' }).click()
    await poll(() => form.evaluate((el) => el.contains(document.activeElement))).toBe(true)
    await poll(() => barShown(page)).toBe(false)
    await form.evaluate((el) => el.scrollIntoView({ block: 'end' }))
    await page.waitForTimeout(200)
    expect(await barShown(page), 'the bar with the end of the form on screen').toBe(false)
    // From its first field again (focused anew, so brought back into view).
    await page.evaluate(() => (document.activeElement as HTMLElement).blur())
    await form.getByRole('radio', { name: 'Mme' }).focus()

    // Every field reached with the keyboard, forwards then backwards, is on screen and uncovered.
    const seen: string[] = []
    for (const key of ['Tab', 'Shift+Tab']) {
      for (let step = 0; step < 60; step++) {
        const focused = await focusedAndCovers(page)
        if (!focused.inForm) break
        seen.push(focused.what)
        expect(focused.covers, `${focused.what} (${key})`).toEqual([])
        expect(focused.onScreen, `${focused.what} on screen (${key})`).toBe(true)
        await page.keyboard.press(key)
        await page.waitForTimeout(50)
      }
      // Back inside the form for the way up.
      if (key === 'Tab') await page.keyboard.press('Shift+Tab')
    }
    expect(
      seen.some((w) => w.startsWith('button Envoyer ma demande')),
      seen.join(', '),
    ).toBe(true)
    expect(seen.filter((w) => w.startsWith('input')).length).toBeGreaterThan(10)
    expect(jsErrors(page)).toEqual([])
    await context.close()
  }, 120_000)

  it('on a phone, is there from the top of the page, and "Call" dials who answers for the offer', async () => {
    const site = await apiJson<{ data: { agency: { phone: string } } }>('/web/1.0/site')
    for (const agency of [false, true]) {
      const offer = await demoOffer(agency)
      const { context, page } = await newVisitor(browser(), 'phone')
      await page.goto(`/offers/details/${offer.of_slug_fr}?lang=fr`)
      await poll(() => barShown(page)).toBe(true)
      const call = page.locator('.detail-actions').getByRole('link', { name: 'Appeler' })
      const href = await call.getAttribute('href')
      // The negotiator's direct line; the agency's main line when staff named none.
      expect(href, offer.of_negotiator.ne_name).toBe(dialled(offer.of_negotiator.ne_phone))
      if (agency) expect(href).toBe(dialled(site.data.agency.phone))
      else expect(href).not.toBe(dialled(site.data.agency.phone))
      await context.close()
    }
  })
})
