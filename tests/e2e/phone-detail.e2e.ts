import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Offer } from '@contract/offer'

import { apiJson } from './api'
import { expectAccessible, jsErrors, launchBrowser, newVisitor, type Viewport } from './browser'
import { loadDemoCatalogue } from './demo-catalogue'
import { poll } from './client-session'
import { expectNoShiftSeen, recordLayoutShifts } from './layout-shift'

const LIST_MAP = '/offers/monaco/rents_and_sales/types-all/pieces-all/budget-all/1?view=map'

let browser: Browser
let offerPath: string

beforeAll(async () => {
  browser = await launchBrowser()
  // An offer with several photos and a place on the map.
  const offers = (await apiJson<{ data: Offer[] }>('/web/1.0/offers?lang=en')).data
  const offer = offers.find(
    (o) => (o.images?.length ?? 0) >= 3 && typeof o.bu_id?.bu_lat === 'number',
  )
  if (!offer) throw new Error('the demo data has no offer with three photos and a location')
  offerPath = `/offers/details/${offer.of_slug_fr}`
})

afterAll(async () => {
  await browser?.close()
})

/** A finger's sideways swipe over an element, as pointer events (what the page listens to). */
async function swipe(target: Locator, dx: number) {
  await target.evaluate((el, dx) => {
    const r = el.getBoundingClientRect()
    const y = r.top + r.height / 2
    const x0 = r.left + r.width / 2 - dx / 2
    const at = (type: string, x: number) =>
      el.dispatchEvent(
        new PointerEvent(type, {
          bubbles: true,
          cancelable: true,
          composed: true,
          pointerId: 7,
          pointerType: 'touch',
          isPrimary: true,
          clientX: x,
          clientY: y,
          buttons: type === 'pointerup' ? 0 : 1,
        }),
      )
    at('pointerdown', x0)
    for (let i = 1; i <= 5; i++) at('pointermove', x0 + (dx * i) / 5)
    at('pointerup', x0 + dx)
  }, dx)
}

/** Whether every point of the sticky header's visible box shows the header itself (nothing painted over it). */
const headerOnTop = (page: Page) =>
  page.evaluate(() => {
    const header = document.querySelector('.site-header')!
    const r = header.getBoundingClientRect()
    const covered: string[] = []
    for (let x = 4; x < innerWidth; x += 12)
      for (let y = Math.max(0, r.top) + 2; y < r.bottom - 1; y += 8) {
        const el = document.elementFromPoint(x, y)
        if (el && !header.contains(el))
          covered.push(
            `${x},${Math.round(y)}: ${typeof el.className === 'object' ? (el.className as SVGAnimatedString).baseVal : el.className || el.tagName}`,
          )
      }
    return covered.slice(0, 5)
  })

/**
 * Whether the actions bar is on screen as a finger finds it: displayed, visible, with a box inside
 * the viewport, and the point a tap on its "Ask for a visit" lands on is that link.
 */
const barShown = (page: Page) =>
  page.locator('.detail-actions').evaluate((bar) => {
    const style = getComputedStyle(bar)
    const r = bar.getBoundingClientRect()
    const visit = bar.querySelector('.detail-actions__visit')!.getBoundingClientRect()
    const hit = document.elementFromPoint(visit.x + visit.width / 2, visit.y + visit.height / 2)
    return (
      style.display !== 'none' &&
      style.visibility === 'visible' &&
      r.height > 0 &&
      r.top < innerHeight &&
      r.bottom <= innerHeight + 1 &&
      Boolean(hit && bar.contains(hit))
    )
  })

/** What has the focus: a field's tag, type and accessible label, or the tag alone. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLInputElement | null
    if (!el || el === document.body) return 'body'
    const label =
      el.labels?.[0]?.textContent?.replace('*', '').trim() ?? el.getAttribute('aria-label') ?? ''
    return `${el.tagName.toLowerCase()}${el.type ? `[${el.type}]` : ''} ${label}`.trim()
  })

for (const viewport of ['phone', 'desktop'] as Viewport[]) {
  describe(`an offer on a ${viewport}`, () => {
    it('opens the photos in a full-screen viewer: swipe, counter, Escape and Back close it, focus returns to the photo', async () => {
      const { context, page } = await newVisitor(browser, viewport)
      await page.goto(offerPath)
      const opener = page.locator('.gallery__open')
      await opener.click()
      const viewer = page.locator('dialog.photo-viewer[open]')
      await poll(() => viewer.count()).toBe(1)
      await poll(() =>
        page
          .locator('.photo-viewer__img')
          .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      ).toBe(true)

      // The whole screen, black.
      const box = await viewer.evaluate((el) => {
        const r = el.getBoundingClientRect()
        return {
          x: r.x,
          y: r.y,
          width: r.width,
          height: r.height,
          background: getComputedStyle(el).backgroundColor,
          screen: { width: innerWidth, height: innerHeight },
        }
      })
      expect({ x: box.x, y: box.y, width: box.width, height: box.height }).toEqual({
        x: 0,
        y: 0,
        ...box.screen,
      })
      expect(box.background).toBe('rgb(0, 0, 0)')
      // The photo fills the screen's width or height (fitted, not a small card).
      const photo = await page.locator('.photo-viewer__img').boundingBox()
      expect(Math.max(photo!.width / box.width, photo!.height / box.height)).toBeGreaterThan(0.6)

      const counter = page.locator('.photo-viewer__count [aria-hidden="true"]')
      const total = Number((await counter.textContent())!.split('/')[1])
      expect(await counter.textContent()).toBe(`1 / ${total}`)
      await expectAccessible(page, `the photo viewer (${viewport})`)

      // A swipe to the left shows the next photo; to the right, the one before.
      await swipe(page.locator('.photo-viewer__stage'), -160)
      await poll(() => counter.textContent()).toBe(`2 / ${total}`)
      expect(await page.locator('.photo-viewer__img').getAttribute('alt')).toContain(`(2/${total})`)
      await swipe(page.locator('.photo-viewer__stage'), 160)
      await poll(() => counter.textContent()).toBe(`1 / ${total}`)
      await page.keyboard.press('ArrowRight')
      await poll(() => counter.textContent()).toBe(`2 / ${total}`)

      // Focus stays inside while it is open.
      for (let i = 0; i < 12; i++) {
        await page.keyboard.press('Tab')
        expect(
          await page.evaluate(() =>
            Boolean(document.activeElement?.closest('dialog.photo-viewer')),
          ),
        ).toBe(true)
      }

      // Escape closes it, focus goes back to the photo that opened it, showing the photo seen last.
      await page.keyboard.press('Escape')
      await poll(() => viewer.count()).toBe(0)
      await poll(() => opener.evaluate((el) => el === document.activeElement)).toBe(true)
      expect(await page.locator('.gallery__img').getAttribute('alt')).toContain(`(2/${total})`)
      const url = page.url()

      // The browser's Back closes it too, and stays on the offer.
      await opener.click()
      await poll(() => viewer.count()).toBe(1)
      await page.evaluate(() => history.back())
      await poll(() => viewer.count()).toBe(0)
      await page.waitForTimeout(300)
      expect(page.url()).toBe(url)
      await poll(() => opener.evaluate((el) => el === document.activeElement)).toBe(true)
      expect(jsErrors(page)).toEqual([])
      await context.close()
    })

    it('changes the main photo with a swipe, without opening the viewer', async () => {
      const { context, page } = await newVisitor(browser, viewport)
      await page.goto(offerPath)
      const alt = () => page.locator('.gallery__img').getAttribute('alt')
      expect(await alt()).toMatch(/\(1\/\d+\)$/)
      await swipe(page.locator('.gallery__main'), -160)
      await poll(alt).toMatch(/\(2\/\d+\)$/)
      await swipe(page.locator('.gallery__main'), 160)
      await poll(alt).toMatch(/\(1\/\d+\)$/)
      expect(await page.locator('dialog.photo-viewer').count()).toBe(0)
      await context.close()
    })

    it('keeps "Ask for a visit" and "Call" on screen, a header under 64 px once scrolled, and no layout shift', async () => {
      const { context, page } = await newVisitor(browser, viewport)
      await page.goto(offerPath)
      await page.evaluate(recordLayoutShifts)
      // Found while hidden too: on a wider screen it shows only once the visit form is off screen.
      const bar = page.getByRole('region', { name: 'Contact the agency', includeHidden: true })
      const visit = bar.getByRole('link', { name: 'Ask for a visit', includeHidden: true })
      const call = bar.getByRole('link', { name: 'Call', includeHidden: true })
      expect(await call.getAttribute('href')).toMatch(/^tel:\+?\d+$/)

      const height = await page.evaluate(() => document.documentElement.scrollHeight - innerHeight)
      for (const at of [0, 0.2, 0.4, 0.6, 0.8, 1]) {
        await page.evaluate((y) => window.scrollTo(0, y), Math.round(height * at))
        await page.waitForTimeout(150)
        // The bar steps aside while the visit form itself is on screen (below the sticky header):
        // still one tap away.
        const formOnScreen = await page.evaluate(() => {
          const r = document.getElementById('visit-request')!.getBoundingClientRect()
          const header = document.querySelector('.site-header')!.getBoundingClientRect()
          return r.bottom > header.bottom && r.top < innerHeight
        })
        const actions = formOnScreen ? [] : [visit, call]
        await poll(() => bar.isVisible()).toBe(!formOnScreen)
        for (const action of actions) {
          const r = (await action.boundingBox())!
          expect(
            r.y >= 0 && r.y + r.height <= page.viewportSize()!.height,
            `${await action.textContent()} on screen at ${at * 100}%`,
          ).toBe(true)
          // Nothing covers it: a tap lands on it.
          expect(
            await action.evaluate((el) => {
              const b = el.getBoundingClientRect()
              return el.contains(document.elementFromPoint(b.x + b.width / 2, b.y + b.height / 2))
            }),
          ).toBe(true)
        }
        if (at > 0) {
          const header = await page.evaluate(() => {
            const r = document.querySelector('.site-header')!.getBoundingClientRect()
            return r.bottom - Math.max(0, r.top)
          })
          expect(header, `header height at ${at * 100}%`).toBeLessThan(64)
        }
      }
      await expectNoShiftSeen(page, 'while scrolling')

      // "Ask for a visit" brings the form into view, the focus in it.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
      await visit.click()
      const form = page.locator('form.visit-form')
      await poll(() => form.evaluate((el) => el.contains(document.activeElement))).toBe(true)
      const { top, headerBottom } = await form.evaluate((el) => ({
        top: el.getBoundingClientRect().top,
        headerBottom: document.querySelector('.site-header')!.getBoundingClientRect().bottom,
      }))
      expect(top).toBeGreaterThanOrEqual(headerBottom)
      expect(top).toBeLessThan(page.viewportSize()!.height / 2)
      await expectNoShiftSeen(page, 'at the end')
      await context.close()
    })

    it('paints the offer map under the sticky header, and the search map under it or, on a phone, over the whole screen', async () => {
      const { context, page } = await newVisitor(browser, viewport)
      await page.goto(offerPath)
      const frame = page.locator('.building-map__frame')
      await frame.scrollIntoViewIfNeeded()
      await poll(() => page.locator('.building-map__frame .leaflet-control-zoom').count()).toBe(1)
      // The map's top (zoom buttons, circle, tiles) slides under the header.
      await page.evaluate(() =>
        window.scrollBy(
          0,
          document.querySelector('.building-map__frame')!.getBoundingClientRect().top - 20,
        ),
      )
      await page.waitForTimeout(200)
      expect(await headerOnTop(page), 'the offer map over the header').toEqual([])

      await page.goto(LIST_MAP)
      await poll(() => page.locator('.offers-map__map .leaflet-control-zoom').count()).toBe(1)
      await page.evaluate(() =>
        window.scrollBy(
          0,
          document.querySelector('.offers-map__map')!.getBoundingClientRect().top - 10,
        ),
      )
      await page.waitForTimeout(200)
      if (viewport === 'desktop')
        expect(await headerOnTop(page), 'the search map over the header').toEqual([])
      else {
        // A phone's search map takes the whole screen, its own bar (back to the list) on top.
        const covered = await headerOnTop(page)
        expect(covered.length).toBeGreaterThan(0)
        for (const point of covered) expect(point).toMatch(/map-view__(bar|back)/)
        await poll(() => page.locator('.map-view__back').isVisible()).toBe(true)
      }
      await context.close()
    })
  })
}

describe('the actions bar and the on-screen keyboard', () => {
  it('on a phone, steps aside while the visit form is on screen or a field is typed in, and comes back after', async () => {
    // A sale with a public price in Monaco: its page has the cost estimate, a field outside the visit form.
    const catalogue = await loadDemoCatalogue()
    const sale = catalogue.demo(
      'Monaco sale with a public price',
      (o) =>
        o.of_area === 'monaco' && o.of_sell && !o.of_sell_uponrequest && (o.of_sell_sum ?? 0) > 0,
    )
    const { context, page } = await newVisitor(browser, 'phone')
    await page.goto(`/offers/details/${sale.of_slug_fr}`)
    expect(await barShown(page), 'the bar before any field has the focus').toBe(true)

    // "Ask for a visit" brings the form on screen with the focus in its first field: the bar, which
    // would only repeat the form, steps aside and covers neither its fields nor its send button.
    await page.locator('.detail-actions').getByRole('link', { name: 'Ask for a visit' }).tap()
    const form = page.locator('form.visit-form')
    await poll(() => focused(page)).toBe('input[radio] Mrs')
    await expect
      .poll(() => barShown(page), { message: 'the bar with the visit form on screen' })
      .toBe(false)
    const firstName = form.getByRole('textbox', { name: 'First name' })
    await firstName.tap()
    await page.keyboard.type('Lucia')
    expect(await firstName.inputValue()).toBe('Lucia')
    await firstName.blur()
    const send = form.getByRole('button', { name: 'Send my request' })
    await send.scrollIntoViewIfNeeded()
    const reached = await send.evaluate((el) => {
      const r = el.getBoundingClientRect()
      return (
        el ===
        document.elementFromPoint(r.x + r.width / 2, Math.min(r.y + r.height / 2, innerHeight - 2))
      )
    })
    expect(reached, 'a tap on the send button reaches it').toBe(true)
    expect(await barShown(page), 'the bar beside the send button').toBe(false)

    // Back at the top, the bar is there again.
    await page.evaluate(() => scrollTo(0, 0))
    await expect
      .poll(() => barShown(page), { message: 'the bar once the form is off screen' })
      .toBe(true)

    // Typing in a field outside the form (the cost estimate's rate) brings the keyboard up: the bar
    // steps aside, and comes back when the field is left.
    const rate = page.getByRole('textbox', { name: 'Yearly rate (%)' })
    await rate.tap()
    expect(await rate.evaluate((el) => el === document.activeElement)).toBe(true)
    expect(
      await page.locator('.detail-actions').getAttribute('data-form'),
      'the visit form is off screen',
    ).toBe('out-of-view')
    await expect
      .poll(() => barShown(page), { message: 'the bar while the rate has the focus' })
      .toBe(false)
    expect(
      await rate.evaluate((el) => {
        const r = el.getBoundingClientRect()
        return el === document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2)
      }),
    ).toBe(true)
    await rate.blur()
    await expect.poll(() => barShown(page), { message: 'the bar once the rate is left' }).toBe(true)
    expect(jsErrors(page)).toEqual([])
    await context.close()
  })

  it('stays on a wider screen while a field outside the visit form has the focus', async () => {
    // No on-screen keyboard there: the bar stays while the cost estimate's rate is typed in.
    const catalogue = await loadDemoCatalogue()
    const sale = catalogue.demo(
      'Monaco sale with a public price',
      (o) =>
        o.of_area === 'monaco' && o.of_sell && !o.of_sell_uponrequest && (o.of_sell_sum ?? 0) > 0,
    )
    const { context, page } = await newVisitor(browser, 'desktop')
    for (const width of [1280, 768]) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(`/offers/details/${sale.of_slug_fr}`)
      const rate = page.getByRole('textbox', { name: 'Yearly rate (%)' })
      await rate.click()
      expect(await rate.evaluate((el) => el === document.activeElement)).toBe(true)
      // The visit form scrolled off screen, the rate still focused: the bar is there.
      await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight))
      expect(await rate.evaluate((el) => el === document.activeElement)).toBe(true)
      await expect
        .poll(() => barShown(page), { message: `the bar at ${width} px with the rate focused` })
        .toBe(true)
    }
    await context.close()
  })
})
