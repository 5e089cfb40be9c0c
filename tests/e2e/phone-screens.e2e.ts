import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { LANGUAGE_COOKIE } from '@contract/cookies'

import {
  baseUrl,
  expectAccessible,
  jsErrors,
  newVisitor,
  useBrowser,
  type Viewport,
} from './browser'
import { poll } from './client-session'
import { MONACO_LIST } from './list-page'

const browser = useBrowser()

async function frenchVisitor(viewport: Viewport) {
  const visitor = await newVisitor(browser(), viewport)
  await visitor.context.addCookies([{ name: LANGUAGE_COOKIE, value: 'fr', url: baseUrl() }])
  return visitor
}

type Box = { x: number; y: number; width: number; height: number }
const boxOf = async (page: Page, selector: string): Promise<Box> =>
  (await page.locator(selector).first().boundingBox())!
/** The sticky header's bottom edge: what the page shows starts under it. */
const headerBottom = async (page: Page) => {
  const box = await boxOf(page, '.site-header')
  return box.y + box.height
}

describe('the offers list on a phone (390×844)', () => {
  it('shows two whole cards in one screen under the header, each with its photo, name, price and facts', async () => {
    const { context, page } = await frenchVisitor('phone')
    await page.goto(MONACO_LIST)
    const cards = page.locator('article.offer-card')
    await poll(() => cards.count()).toBeGreaterThan(2)
    // The first card scrolled to just under the header, which stays at the top of the screen.
    const header = await boxOf(page, '.site-header')
    const first = (await cards.nth(0).boundingBox())!
    await page.evaluate((y) => window.scrollBy(0, y), first.y - header.height)
    const under = await headerBottom(page)
    expect(Math.round(under)).toBe(Math.round(header.height))
    const [a, b] = [(await cards.nth(0).boundingBox())!, (await cards.nth(1).boundingBox())!]
    expect(Math.abs(a.y - under)).toBeLessThanOrEqual(1)
    expect(b.y).toBeGreaterThan(a.y + a.height)
    expect(b.y + b.height).toBeLessThanOrEqual(844)
    for (const card of [cards.nth(0), cards.nth(1)]) {
      expect(await card.locator('img').first().isVisible()).toBe(true)
      expect(await card.locator('.offer-card__title').isVisible()).toBe(true)
      expect(await card.locator('.price__line').first().isVisible()).toBe(true)
      expect(await card.locator('.offer-card__facts li').count()).toBeGreaterThan(0)
      expect(await card.getByRole('button', { name: /favoris/i }).isVisible()).toBe(true)
      expect(await card.getByRole('link', { name: /Plus d'informations/ }).isVisible()).toBe(true)
    }
    // The photo is 4:3 or flatter.
    const photo = (await cards.nth(0).locator('.card-carousel').boundingBox())!
    expect(photo.width / photo.height).toBeGreaterThanOrEqual(4 / 3)
    // A card's photos still turn (on the first card with more than one: other tests edit offers).
    const next = page.getByRole('button', { name: /suivante/i })
    const carousel = cards.filter({ has: next }).first().locator('.card-carousel')
    const alt = await carousel.locator('img').getAttribute('alt')
    await carousel.getByRole('button', { name: /suivante/i }).click()
    await poll(() => carousel.locator('img').getAttribute('alt')).not.toBe(alt)
    await expectAccessible(page, 'the compact cards')
    expect(jsErrors(page)).toEqual([])
    await context.close()
  })

  it('keeps the grid of two columns on a desktop, the cards side by side and all of one height', async () => {
    const { context, page } = await frenchVisitor('desktop')
    await page.goto(MONACO_LIST)
    const cards = page.locator('article.offer-card')
    await poll(() => cards.count()).toBeGreaterThan(3)
    const boxes = await Promise.all(
      [0, 1, 2, 3].map(async (i) => (await cards.nth(i).boundingBox())!),
    )
    expect(boxes[0].y).toBe(boxes[1].y)
    expect(boxes[1].x).toBeGreaterThan(boxes[0].x + boxes[0].width)
    expect(boxes[2].y).toBeGreaterThan(boxes[0].y + boxes[0].height)
    expect(new Set(boxes.map((b) => Math.round(b.height))).size).toBe(1)
    // The card's text and its two links are there at this width.
    expect(await cards.nth(0).locator('.offer-card__text').isVisible()).toBe(true)
    expect(await cards.nth(0).getByRole('link', { name: 'Nous contacter' }).isVisible()).toBe(true)
    await context.close()
  })
})

describe("the home page's first phone screen (390×844)", () => {
  it('shows, without scrolling, the search (sale or rent, place, budget) and a property', async () => {
    const { context, page } = await frenchVisitor('phone')
    await page.goto('/')
    const under = await headerBottom(page)
    const search = page.getByRole('form', { name: 'Trouver un bien' })
    const box = (await search.boundingBox())!
    expect(box.y).toBeGreaterThanOrEqual(under)
    expect(box.y + box.height).toBeLessThanOrEqual(844)
    for (const name of ['Vente ou location', 'Situation', 'Budget'])
      expect(await search.getByLabel(name).isVisible(), name).toBe(true)
    const button = (await search.getByRole('button', { name: 'Rechercher' }).boundingBox())!
    expect(button.y + button.height).toBeLessThanOrEqual(844)
    // The carousel's first slide: the property's photo and its name, in view above the search.
    const offer = (await boxOf(page, '.hero__offer'))!
    expect(offer.y).toBeGreaterThanOrEqual(under)
    expect(offer.y + offer.height).toBeLessThanOrEqual(844)
    const photo = page.locator('.hero__slide.is-active img')
    await poll(() =>
      photo.evaluate((img) => (img as HTMLImageElement).naturalWidth),
    ).toBeGreaterThan(0)
    const shown = (await photo.boundingBox())!
    expect(shown.y).toBeLessThan(under + 100)
    expect(shown.y + shown.height).toBeGreaterThan(under + 300)
    // The search leads to the list it chose.
    await search.getByLabel('Vente ou location').selectOption('rents')
    await search.getByRole('button', { name: 'Rechercher' }).click()
    await poll(() => new URL(page.url()).pathname).toMatch(/^\/offers\/monaco\/rents\//)
    expect(jsErrors(page)).toEqual([])
    await context.close()
  })
})

describe('the map of a list on a phone', () => {
  it('opens full-screen from a button held in view over the list, with a labelled button back to the list', async () => {
    const { context, page } = await frenchVisitor('phone')
    await page.goto(MONACO_LIST)
    await poll(() => page.locator('article.offer-card').count()).toBeGreaterThan(0)
    // Far down the list, the map is still one tap away.
    await page.evaluate(() => window.scrollTo(0, 3000))
    const toMap = page.getByRole('button', { name: 'Voir la carte' })
    const pill = (await toMap.boundingBox())!
    expect(pill.y).toBeGreaterThan(600)
    expect(pill.y + pill.height).toBeLessThanOrEqual(844)
    await toMap.click()
    await poll(() => new URL(page.url()).searchParams.get('view')).toBe('map')

    const back = page.getByRole('button', { name: 'Voir la liste' })
    await poll(() => back.isVisible()).toBe(true)
    const full = await boxOf(page, '.map-view')
    expect([full.x, full.y, full.width, full.height].map(Math.round)).toEqual([0, 0, 390, 844])
    const map = page.getByRole('region', { name: 'Carte des biens' })
    await poll(() => map.isVisible()).toBe(true)
    const mapBox = (await map.boundingBox())!
    expect(Math.round(mapBox.width)).toBe(390)
    expect(Math.round(mapBox.y + mapBox.height)).toBe(844)
    expect(mapBox.height).toBeGreaterThan(600)
    // Opened by the visitor, the way back has the focus.
    expect(await back.evaluate((b) => b === document.activeElement)).toBe(true)
    await poll(() => page.locator('.map-cluster, .map-price').count()).toBeGreaterThan(0)
    await expectAccessible(page, 'the full-screen map')

    await back.click()
    await poll(() => new URL(page.url()).searchParams.get('view')).toBe(null)
    await poll(() => page.locator('article.offer-card').first().isVisible()).toBe(true)
    expect(jsErrors(page)).toEqual([])
    await context.close()
  })

  it('stays in the page on a desktop, beside the filters, switched by List and Map only', async () => {
    const { context, page } = await frenchVisitor('desktop')
    await page.goto(MONACO_LIST)
    expect(await page.getByRole('button', { name: 'Voir la carte' }).isVisible()).toBe(false)
    await page.getByRole('button', { name: 'Carte', exact: true }).click()
    const map = page.getByRole('region', { name: 'Carte des biens' })
    await poll(() => map.isVisible()).toBe(true)
    expect(await page.getByRole('button', { name: 'Voir la liste' }).isVisible()).toBe(false)
    const box = (await map.boundingBox())!
    const filters = (await boxOf(page, '.list-layout__filters'))!
    expect(box.x).toBeGreaterThan(filters.x + filters.width)
    expect(box.y).toBeGreaterThan(await headerBottom(page))
    expect(await page.locator('.site-header').isVisible()).toBe(true)
    await context.close()
  })
})
