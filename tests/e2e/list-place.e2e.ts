import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'

import { apiJson, listOffers } from './api'
import { jsErrors, newVisitor, useBrowser, type Viewport } from './browser'
import { poll } from './client-session'
import { plain } from './list-page'

const browser = useBrowser()

/** Everything for sale on the Côte d'Azur: the list the Sales menu opens. */
const LIST = '/offers/france/sales/types-all/pieces-all/budget-all/1'
const SCROLLED = 1800

/** The first card whose title is below the top of the window, and where it is. */
const cardInView = (page: Page) =>
  page.evaluate(() => {
    const titles = [...document.querySelectorAll('.offer-card__title')]
    const title = titles.find((t) => t.getBoundingClientRect().top >= 0)
    return title ? { name: title.textContent, top: title.getBoundingClientRect().top } : null
  })

const scrollY = (page: Page) => page.evaluate(() => window.scrollY)
const gridHeight = (page: Page) =>
  page.evaluate(() => document.querySelector('.offers-grid')?.getBoundingClientRect().height ?? 0)

describe('Back from an offer to the list it was opened from', () => {
  for (const viewport of ['phone', 'desktop'] as Viewport[])
    it(`on a ${viewport}, shows the same cards at the same place, the whole page still loaded; a link to the list starts at its top`, async () => {
      const total = (await listOffers('sale=true&france=true&lang=en&limit=0')).meta.total
      const { context, page } = await newVisitor(browser(), viewport)
      await page.goto(LIST)
      // The server's HTML has the first cards; the browser then reads the whole page.
      await poll(() => page.locator('.offer-card__title').first().isVisible()).toBe(true)
      await poll(() =>
        page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight),
      ).toBeGreaterThan(SCROLLED + 200)

      await page.mouse.wheel(0, SCROLLED)
      await poll(() => scrollY(page)).toBeGreaterThanOrEqual(SCROLLED - 5)
      await page.waitForTimeout(300)
      const left = await scrollY(page)
      const height = await gridHeight(page)
      const seen = (await cardInView(page))!
      expect(seen.name).toBeTruthy()
      const card = page.locator('article.offer-card', {
        has: page.locator('.offer-card__title', { hasText: seen.name! }),
      })
      await card.getByRole('link', { name: /More information/ }).click()
      await poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(seen.name)
      await poll(() => scrollY(page)).toBe(0)

      // Browser Back on the phone, the page's own link on the desktop: both go back in history.
      if (viewport === 'phone') await page.goBack()
      else await page.getByRole('link', { name: 'Back to the list' }).first().click()
      // The list is shown again with the card where it was, and the window where it was.
      await poll(async () => (await cardInView(page))?.name).toBe(seen.name)
      expect(new URL(page.url()).pathname).toBe(LIST)
      expect(Math.abs((await scrollY(page)) - left)).toBeLessThanOrEqual(100)
      expect(Math.abs((await cardInView(page))!.top - seen.top)).toBeLessThanOrEqual(100)
      // The page of results read before is still there, all of it: the grid has every row.
      expect(await gridHeight(page)).toBe(height)
      expect(await page.locator('.list-header__count').textContent()).toBe(
        `${total} propert${total === 1 ? 'y' : 'ies'}`,
      )

      // The same list opened by a link, not by Back, starts at its top.
      await card.getByRole('link', { name: /More information/ }).click()
      await poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(seen.name)
      if (viewport === 'phone') await page.getByRole('button', { name: /menu/i }).first().click()
      await page.getByRole('button', { name: 'Sales', exact: true }).click()
      await page.getByRole('link', { name: "Côte d'Azur (France)" }).click()
      await poll(() => new URL(page.url()).pathname).toBe(LIST)
      await poll(() => page.locator('.offer-card__title').first().isVisible()).toBe(true)
      expect(await scrollY(page)).toBe(0)
      expect(jsErrors(page)).toEqual([])
      await context.close()
    })
})

type District = { value: string; text: string; nb: number }
const NEARBY_SHOWN_BEFORE = 4

/**
 * A rooms filter that finds nothing in one Monaco district, while the districts an empty search
 * used to suggest (the busiest ones by their offers of any kind) find a different number with it.
 */
async function emptyDistrictSearch() {
  const districts = (
    await apiJson<{ data: District[] }>(
      '/web/1.0/districts?salerent=rents_and_sales&where=monaco&lang=en',
    )
  ).data
  for (const rooms of [1, 2, 3, 4, 5]) {
    const counts = new Map<string, number>()
    for (const d of districts)
      counts.set(
        d.value,
        (await listOffers(`district=${d.value}&room_${rooms}=true&lang=en&limit=0`)).meta.total,
      )
    const empty = districts.find((d) => counts.get(d.value) === 0)
    if (!empty) continue
    const others = districts.filter((d) => d !== empty)
    const suggestedBefore = [...others].sort((a, b) => b.nb - a.nb).slice(0, NEARBY_SHOWN_BEFORE)
    if (
      others.some((d) => counts.get(d.value)! > 0) &&
      suggestedBefore.some((d) => counts.get(d.value) !== d.nb)
    )
      return { rooms, district: empty.value }
  }
  throw new Error('the demo data has no rooms filter that empties a Monaco district')
}

/** The number of offers the list says it found. */
const statedTotal = async (page: Page) =>
  Number(/^(\d+) propert/.exec(plain(await page.locator('.list-header__count').textContent()))?.[1])

/** What the ways out of an empty search are: their text and where they lead. */
const waysOut = (page: Page) =>
  page
    .locator('.empty-results a')
    .evaluateAll((links) =>
      links.map((a) => ({ text: a.textContent ?? '', href: a.getAttribute('href')! })),
    )

describe('an empty search', () => {
  it('suggests only searches that find something, each district with the count its list shows', async () => {
    const { rooms, district } = await emptyDistrictSearch()
    const { context, page } = await newVisitor(browser(), 'phone')
    const empty = `/offers/${district}/rents_and_sales/types-all/pieces-${rooms}/budget-all/1`
    await page.goto(empty)
    await poll(() => page.getByText('No property matches your search').isVisible()).toBe(true)
    const tags = page.locator('.empty-results__nearby .tag')
    await poll(() => tags.count()).toBeGreaterThan(0)
    // Every count has come (the suggestions no longer change).
    let ways = await waysOut(page)
    await poll(async () => {
      const before = ways
      await page.waitForTimeout(500)
      ways = await waysOut(page)
      return JSON.stringify(ways) === JSON.stringify(before)
    }).toBe(true)
    const districts = new Set(
      await tags.evaluateAll((links) => links.map((a) => a.getAttribute('href'))),
    )

    for (const way of ways) {
      await page.locator('.empty-results a', { hasText: way.text }).first().click()
      await poll(() => new URL(page.url()).pathname).toBe(way.href.split('?')[0])
      // The list of the way out finds something: as many as its link said for a district.
      const shown = districts.has(way.href) ? Number(/\((\d+)\)$/.exec(plain(way.text))![1]) : 0
      if (shown) await poll(() => statedTotal(page)).toBe(shown)
      else await poll(() => statedTotal(page)).toBeGreaterThan(0)
      await poll(() => page.locator('.offer-card').count()).toBeGreaterThan(0)
      await page.goBack()
      await poll(() => page.getByText('No property matches your search').isVisible()).toBe(true)
    }
    expect(jsErrors(page)).toEqual([])
    await context.close()
  })
})
