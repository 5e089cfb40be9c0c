import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { LANGUAGE_COOKIE } from '@contract/cookies'

import { apiJson, listOffers } from './api'
import {
  baseUrl,
  expectAccessible,
  jsErrors,
  useBrowser,
  newVisitor,
  type Viewport,
} from './browser'
import { poll } from './client-session'
import { MONACO_LIST, plain } from './list-page'

const browser = useBrowser()

/** A visitor reading French, on a phone unless told. */
async function frenchVisitor(viewport: Viewport = 'phone') {
  const visitor = await newVisitor(browser(), viewport)
  await visitor.context.addCookies([{ name: LANGUAGE_COOKIE, value: 'fr', url: baseUrl() }])
  return visitor
}

/** The sheet's button: "Voir N biens", its N. */
const shownCount = async (page: Page) =>
  Number(
    /Voir (\d+) biens?/.exec(plain(await page.locator('.filter-sheet__show').textContent()))?.[1] ??
      NaN,
  )

/** Where the parts of the results row are: the count, the order, the filters button. */
const rowBoxes = (page: Page) =>
  page.evaluate(() =>
    ['.list-header__count', '.sort-select', '.list-header__filters', '.list-layout__results'].map(
      (s) => {
        const r = document.querySelector(s)!.getBoundingClientRect()
        return [s, Math.round(r.x), Math.round(r.y), Math.round(r.width), Math.round(r.height)]
      },
    ),
  )

/** Sums the layout shifts from now on (every one, even those near an input). */
const watchShifts = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { shifts: number }
    w.shifts = 0
    new PerformanceObserver((list) =>
      list
        .getEntries()
        .forEach((e) => (w.shifts += (e as PerformanceEntry & { value: number }).value)),
    ).observe({ type: 'layout-shift' })
  })
const shifts = (page: Page) => page.evaluate(() => (window as unknown as { shifts: number }).shifts)

/**
 * A budget in which Monaco has no offer, while the budget a quarter wider on each side (as the
 * empty list widens it) has some.
 */
async function emptyMonacoBudget() {
  const count = async (min: number, max: number) =>
    (await listOffers(`monaco=true&budgetmin=${min}&budgetmax=${max}&lang=fr&limit=0`)).meta.total
  for (let max = 2000; max < 100_000_000; max = Math.ceil((max * 1.2) / 1000) * 1000) {
    const min = Math.floor((max * 0.8) / 1000) * 1000
    const wider = {
      min: Math.floor((min * 0.75) / 1000) * 1000,
      max: Math.ceil((max * 1.25) / 1000) * 1000,
    }
    if ((await count(min, max)) === 0 && (await count(wider.min, wider.max)) > 0)
      return { min, max, wider }
  }
  throw new Error('the demo data has no budget empty in Monaco that a wider one fills')
}

const cardTitles = (page: Page) => page.locator('.offer-card__title').allTextContents()

describe('the offers list on a phone (390×844)', () => {
  it('filters in a full-screen sheet whose button counts live, resets, and applies without moving the results row', async () => {
    const { context, page } = await frenchVisitor()
    await page.goto(MONACO_LIST)
    const all = (await listOffers('monaco=true&lang=fr&limit=0')).meta.total
    const threeRooms = (await listOffers('monaco=true&room_3=1&lang=fr&limit=0')).meta.total
    expect(threeRooms).toBeGreaterThan(0)
    expect(threeRooms).toBeLessThan(all)

    await page.getByRole('button', { name: 'Filtres', exact: true }).click()
    const sheet = page.getByRole('dialog', { name: 'Filtres' })
    await poll(() => sheet.isVisible()).toBe(true)
    const box = (await sheet.boundingBox())!
    expect([box.x, box.y, box.width, box.height].map(Math.round)).toEqual([0, 0, 390, 844])
    await poll(() => shownCount(page)).toBe(all)
    await expectAccessible(page, 'the filter sheet')

    // Counting keeps the button where it is and as it is: the last count stays until the next.
    const button = page.locator('.filter-sheet__show')
    const before = await button.boundingBox()
    await watchShifts(page)
    await sheet.getByRole('button', { name: '3 pièces', exact: true }).click()
    expect(await button.boundingBox()).toEqual(before)
    await poll(() => shownCount(page)).toBe(threeRooms)
    expect(await button.boundingBox()).toEqual(before)
    expect(await shifts(page)).toBe(0)
    // The list behind has not changed: the draft is applied only by the button.
    expect(new URL(page.url()).pathname).toBe(MONACO_LIST)

    await sheet.getByRole('button', { name: 'Réinitialiser' }).click()
    await poll(() => shownCount(page)).toBe(all)
    expect(
      await sheet
        .getByRole('button', { name: '3 pièces', exact: true })
        .getAttribute('aria-pressed'),
    ).toBe('false')

    await sheet.getByRole('button', { name: '3 pièces', exact: true }).click()
    await poll(() => shownCount(page)).toBe(threeRooms)
    const row = await rowBoxes(page)
    await watchShifts(page)
    await button.click()
    await poll(() => new URL(page.url()).pathname).toBe(
      '/offers/monaco/rents_and_sales/types-all/pieces-3/budget-all/1',
    )
    await poll(() => sheet.isVisible()).toBe(false)
    await poll(async () => plain(await page.locator('.list-header__count').textContent())).toBe(
      `${threeRooms} bien${threeRooms > 1 ? 's' : ''}`,
    )
    // The row kept its place and its parts their size while the new results were counted and shown.
    expect((await rowBoxes(page)).slice(0, 3)).toEqual(row.slice(0, 3))
    expect(await shifts(page)).toBe(0)
    expect(jsErrors(page)).toEqual([])
    await context.close()
  })

  it('sorts by price: the order and the address change, and a reload (rendered on the server) keeps them', async () => {
    const { context, page } = await frenchVisitor()
    await page.goto(MONACO_LIST)
    const sorted = (await listOffers('monaco=true&lang=fr&sort=price-asc&limit=3')).data.map(
      (o) => o.of_name_fr,
    )
    const newest = (await listOffers('monaco=true&lang=fr&limit=3')).data.map((o) => o.of_name_fr)
    expect(sorted).not.toEqual(newest)
    expect((await cardTitles(page)).slice(0, 3)).toEqual(newest)

    await page.getByLabel('Trier par').selectOption('price-asc')
    await poll(() => new URL(page.url()).searchParams.get('sort')).toBe('price-asc')
    await poll(async () => (await cardTitles(page)).slice(0, 3)).toEqual(sorted)

    await page.reload()
    expect(await page.getByLabel('Trier par').inputValue()).toBe('price-asc')
    expect((await cardTitles(page)).slice(0, 3)).toEqual(sorted)

    // The server's HTML, without scripts, has the cards in that order.
    const html = await (
      await fetch(`${baseUrl()}${MONACO_LIST}?sort=price-asc`, {
        headers: { cookie: `${LANGUAGE_COOKIE}=fr` },
      })
    ).text()
    const serverTitles = [...html.matchAll(/class="offer-card__title"><a [^>]*>([^<]+)</g)].map(
      (m) => m[1].replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, '&'),
    )
    expect(serverTitles.slice(0, 3)).toEqual(sorted)
    expect(jsErrors(page)).toEqual([])
    await context.close()
  })

  it("shows every card's photo: the first from the page's HTML, the next ones once the page runs", async () => {
    const { context, page } = await frenchVisitor()
    await page.goto(MONACO_LIST)
    const photo = (n: number) => page.locator('.offer-card .card-carousel__img').nth(n)
    const loaded = (n: number) =>
      photo(n).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)
    await poll(() => loaded(0)).toBe(true)
    // The second and third cards, below the first screen: their files come, lazily, as they near it.
    for (const n of [1, 2]) {
      await photo(n).scrollIntoViewIfNeeded()
      await poll(() => loaded(n)).toBe(true)
      expect(await photo(n).getAttribute('src')).toMatch(/^\/api\/1\.0\/images\/\d+\/400\/300/)
    }
    expect(jsErrors(page)).toEqual([])
    await context.close()
  })

  it('an empty search offers ways out that find something: without its last filter, a wider budget, an alert', async () => {
    const { min, max, wider } = await emptyMonacoBudget()
    const { context, page } = await frenchVisitor()
    await page.goto(`/offers/monaco/rents_and_sales/types-all/pieces-all/budget-${min}-${max}/1`)
    await poll(() =>
      page.getByText('Aucune offre ne correspond à votre recherche').isVisible(),
    ).toBe(true)
    const ways = page.locator('.empty-results')
    await poll(() => ways.getByRole('link', { name: /Élargir le budget/ }).isVisible()).toBe(true)
    // No district of Monaco has an offer in that budget, so none is suggested.
    expect(await ways.locator('.empty-results__nearby').count()).toBe(0)
    await expectAccessible(page, 'an empty search')

    await ways.getByRole('button', { name: 'Créer une alerte pour cette recherche' }).click()
    await poll(() => page.getByRole('dialog', { name: 'Créer une alerte' }).isVisible()).toBe(true)
    await page.keyboard.press('Escape')

    await ways.getByRole('link', { name: /Élargir le budget/ }).click()
    await poll(() => new URL(page.url()).pathname).toBe(
      `/offers/monaco/rents_and_sales/types-all/pieces-all/budget-${wider.min}-${wider.max}/1`,
    )
    await poll(() => page.locator('.offer-card').count()).toBeGreaterThan(0)
    await page.goBack()
    await ways.getByRole('link', { name: 'Retirer le dernier filtre : budget' }).click()
    await poll(() => new URL(page.url()).pathname).toBe(MONACO_LIST)
    await poll(() => page.locator('.offer-card').count()).toBeGreaterThan(0)
    expect(jsErrors(page)).toEqual([])
    await context.close()
  })
})

describe('the home page', () => {
  it('has the featured row and the district tiles in its HTML, and its rooms selector reads "Toutes pièces"', async () => {
    const featured = (
      await apiJson<{ data: { of_name_fr: string }[] }>(
        '/web/1.0/offers?featured=1&limit=6&lang=fr',
      )
    ).data
    expect(featured.length).toBeGreaterThan(0)
    const html = await (
      await fetch(`${baseUrl()}/`, { headers: { cookie: `${LANGUAGE_COOKIE}=fr` } })
    ).text()
    const row = html.slice(html.indexOf('data-featured-row'))
    expect(row.length).toBeGreaterThan(0)
    for (const offer of featured) expect(row).toContain(offer.of_name_fr.replace(/'/g, '&#x27;'))
    expect(html).toContain('class="district-tiles"')
    expect(html).toMatch(/<option value=""[^>]*>Toutes pièces<\/option>/)
    expect(html).not.toContain('Toutes surfaces')

    for (const viewport of ['phone', 'desktop'] as const) {
      const { context, page } = await frenchVisitor(viewport)
      await page.goto('/')
      await page.locator('[data-featured-row] img').first().scrollIntoViewIfNeeded()
      await page.waitForLoadState('networkidle')
      await page.evaluate(() => window.scrollTo(0, 0))
      if (viewport === 'phone') await expectAccessible(page, 'the home page')
      expect(jsErrors(page)).toEqual([])
      await context.close()
    }
  })
})
