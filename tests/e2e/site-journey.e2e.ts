import { describe, expect, it } from 'vitest'

import { listOffers } from './api'
import { expectAccessible, jsErrors, useBrowser, newVisitor } from './browser'
import { expectStatedTotal } from './list-page'

const browser = useBrowser()

describe('main journey at 1440 px', () => {
  it('home → filters → list → detail → favourite → favourites page', async () => {
    const { context, page } = await newVisitor(browser(), 'desktop')
    await page.goto('/')
    await expect.poll(() => page.title()).toContain('Belsunce Immobilier')
    const search = page.getByRole('form', { name: 'Find a property' })
    await expect.poll(() => search.locator('select').count()).toBe(5)
    await expectAccessible(page, 'home')

    // Everything for sale on the Côte d'Azur, from the home filters.
    await search.getByLabel('Sale or rent').selectOption('sales')
    await search.getByLabel('Location').selectOption('france')
    await search.getByRole('button', { name: 'Search' }).click()
    await page.waitForURL('**/offers/france/sales/types-all/pieces-all/budget-all/1')
    const expected = await listOffers('sale=true&france=true&lang=en')
    expect(expected.meta.total).toBeGreaterThan(0)
    await expectStatedTotal(page, expected.meta.total)
    await expectAccessible(page, 'offers list')

    // A rooms filter is a new search from page 1, shown in the route.
    await page
      .getByRole('group', { name: 'Rooms' })
      .getByRole('button', { name: '3 rooms' })
      .click()
    await page.waitForURL('**/offers/france/sales/types-all/pieces-3/budget-all/1')
    const threeRooms = await listOffers('sale=true&france=true&room_3=true&lang=en')
    const cards = page.locator('article.offer-card')
    if (threeRooms.meta.total === 0)
      await expect
        .poll(() => page.getByText('No property matches your search').isVisible())
        .toBe(true)
    await page
      .getByRole('group', { name: 'Rooms' })
      .getByRole('button', { name: /^Clear/ })
      .click()
    await page.waitForURL('**/offers/france/sales/types-all/pieces-all/budget-all/1')

    // The first card leads to its detail page.
    const first = expected.data[0]
    await expect.poll(() => cards.count()).toBeGreaterThan(0)
    await cards.first().getByRole('link', { name: 'More information' }).click()
    await page.waitForURL(`**/offers/details/${encodeURIComponent(first.of_slug_fr)}`)
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe(first.of_name_en)
    await expect
      .poll(() => page.getByRole('link', { name: 'Print the sheet' }).getAttribute('href'))
      .toMatch(new RegExp(`^/api/1.0/offers/${first.of_id}/print\\?type=complete&lang=en&d=\\d+$`))
    await expectAccessible(page, 'offer detail')

    // Favourite it, find it on the favourites page, remove it there.
    await page
      .getByRole('button', { name: /^Add to favourites/ })
      .first()
      .click()
    expect(await page.evaluate(() => localStorage.getItem('belsunce_favories'))).toBe(
      JSON.stringify([String(first.of_id)]),
    )
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Favourites' })
      .click()
    await page.waitForURL('**/offers/favories')
    await expect.poll(() => cards.count()).toBe(1)
    await expect.poll(() => cards.first().getByRole('heading').textContent()).toBe(first.of_name_en)
    await expectAccessible(page, 'favourites')
    await cards
      .first()
      .getByRole('button', { name: /^Remove from favourites/ })
      .click()
    await expect.poll(() => page.getByText('No offer in your favourites').isVisible()).toBe(true)

    expect(jsErrors(page)).toEqual([])
    await context.close()
  })

  it('the Sales menu goes to the Monaco district tiles, which list only districts with offers', async () => {
    const { context, page } = await newVisitor(browser(), 'desktop')
    await page.goto('/')
    await page.getByRole('button', { name: 'Sales' }).hover()
    await page.getByRole('link', { name: 'Monaco', exact: true }).first().click()
    await page.waitForURL('**/offers/sales/monaco')
    const res = await fetch(
      new URL('/web/1.0/districts?salerent=sales&where=monaco&lang=en', page.url()),
    )
    const tiles = (
      (await res.json()) as { data: { text: string; nb: number; value: string }[] }
    ).data.filter((t) => t.nb > 0)
    expect(tiles.length).toBeGreaterThan(0)
    const links = page.locator('a.district-tile')
    await expect.poll(() => links.count()).toBe(tiles.length)
    await expect.poll(() => links.first().textContent()).toContain(tiles[0].text)
    await expectAccessible(page, 'district tiles')
    await links.first().click()
    await page.waitForURL(`**/offers/${tiles[0].value}/sales/types-all/pieces-all/budget-all/1`)
    // The district's offers, and no other: some cards, never more than the tile counts.
    await expect.poll(() => page.locator('article.offer-card').count()).toBeGreaterThan(0)
    expect(await page.locator('article.offer-card').count()).toBeLessThanOrEqual(tiles[0].nb)
    await expectStatedTotal(page, tiles[0].nb)

    // The district search (remote combobox) and the type dialog narrow the list, each from page 1.
    await page.goto('/offers/monaco/sales/types-all/pieces-all/budget-all/1')
    await page.getByRole('combobox', { name: 'Search a district' }).fill(tiles[0].text.slice(0, 3))
    await page.getByRole('option', { name: tiles[0].text }).click()
    await page.waitForURL(`**/offers/${tiles[0].value}/sales/types-all/pieces-all/budget-all/1`)
    const items = (
      (await (await fetch(new URL('/web/1.0/items', page.url()))).json()) as {
        data: { items_of_type: { value: number; label_en: string }[] }
      }
    ).data
    await page.getByRole('button', { name: 'Choose types' }).click()
    const dialog = page.getByRole('dialog', { name: 'Property type' })
    await dialog.getByRole('button', { name: items.items_of_type[0].label_en, exact: true }).click()
    await dialog.getByRole('button', { name: 'Apply' }).click()
    await page.waitForURL(
      `**/offers/${tiles[0].value}/sales/types-${items.items_of_type[0].value}/pieces-all/budget-all/1`,
    )

    // International has no tiles: straight to the list.
    await page.goto('/offers/rents/international')
    await page.waitForURL('**/offers/international/rents/types-all/pieces-all/budget-all/1')
    await context.close()
  })

  it('an unknown path, or a malformed offers route, redirects to the home page', async () => {
    const { context, page } = await newVisitor(browser(), 'desktop')
    await page.goto('/no/such/page')
    await page.waitForURL((url) => url.pathname === '/')
    await page.goto('/offers/monaco/buy/types-all/pieces-all/budget-all/1')
    await page.waitForURL((url) => url.pathname === '/')
    await page.goto('/home')
    await expect
      .poll(() => page.getByRole('form', { name: 'Find a property' }).isVisible())
      .toBe(true)
    await context.close()
  })

  it('/offers rewrites itself to the structured route of the remembered filter', async () => {
    const { context, page } = await newVisitor(browser(), 'desktop')
    await page.goto('/offers/international/rents/types-all/pieces-2/budget-0-5000/3')
    await page.waitForURL('**/budget-0-5000/3')
    await expect
      .poll(() =>
        page.evaluate(() => JSON.parse(localStorage.getItem('belsunce_filter') ?? '{}').where),
      )
      .toBe('international')
    await page.goto('/offers')
    await page.waitForURL('**/offers/international/rents/types-all/pieces-2/budget-0-5000/1')
    await context.close()
  })
})

describe('at 390 px', () => {
  it('the main journey works from the phone menu and nothing overflows sideways', async () => {
    const { context, page } = await newVisitor(browser(), 'phone')
    await page.goto('/')
    const noOverflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)
    expect(await noOverflow()).toBe(true)
    await expectAccessible(page, 'home (phone)')
    await page.getByRole('button', { name: 'Menu' }).click()
    await page.getByRole('button', { name: 'Rentals' }).click()
    await page.getByRole('link', { name: "Côte d'Azur (France)" }).click()
    await page.waitForURL('**/offers/france/rents/types-all/pieces-all/budget-all/1')
    const cards = page.locator('article.offer-card')
    const expected = await listOffers('rent=true&france=true&lang=en')
    if (expected.meta.total > 0) {
      await expect.poll(() => cards.count()).toBeGreaterThan(0)
      expect(await noOverflow()).toBe(true)
      await cards.first().getByRole('link', { name: 'More information' }).click()
      await page.waitForURL('**/offers/details/**')
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent())
        .toBe(expected.data[0].of_name_en)
      expect(await noOverflow()).toBe(true)
      await expectAccessible(page, 'offer detail (phone)')
    } else {
      await expect
        .poll(() => page.getByText('No property matches your search').isVisible())
        .toBe(true)
    }
    expect(jsErrors(page)).toEqual([])
    await context.close()
  })
})
