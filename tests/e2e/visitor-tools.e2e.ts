import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import type { MapMarker } from '@contract/map'
import type { Offer } from '@contract/offer'
import type { ExchangeRates } from '@contract/rates'

import { DEMO_CLIENT } from '@cms/seed/demo-accounts'
import { apiJson, staff } from './api'
import { expectAccessible, jsErrors, useBrowser, newVisitor } from './browser'
import { poll } from './client-session'
import { MONACO_LIST, plain } from './list-page'

const browser = useBrowser()

/** The count the page states above the results ("12 properties", "40 properties on the map"). */
const statedCount = async (page: Page) =>
  Number(
    /\d+/.exec(
      plain(await page.locator('.list-header p.muted, .offers-map__count').first().textContent()),
    )?.[0] ?? NaN,
  )

describe('the map of a search', () => {
  it('loads nothing of the map with the list, then shows clusters, opens a card and narrows the search to the visible area', async () => {
    const { context, page } = await newVisitor(browser())
    const scripts: string[] = []
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()))
    await page.goto(MONACO_LIST)
    expect(
      scripts.filter((u) => /leaflet|offers-map/.test(u)),
      'map code loaded with the list',
    ).toEqual([])

    const markers = (
      await apiJson<{ data: MapMarker[] }>('/web/1.0/offers?monaco=true&lang=en&view=map')
    ).data
    expect(markers.length).toBeGreaterThan(10)

    await page.getByRole('button', { name: 'Map', exact: true }).click()
    await poll(() => new URL(page.url()).searchParams.get('view')).toBe('map')
    // Zoomed out over Monaco, neighbouring offers are grouped: a cluster stands for several.
    await poll(() => page.locator('.map-cluster').count()).toBeGreaterThan(0)
    expect(await statedCount(page)).toBe(markers.length)
    await expectAccessible(page, 'the map view')

    // A cluster zooms in on Enter, as on a click, until price markers show.
    for (let i = 0; i < 6 && (await page.locator('.map-price').count()) === 0; i++) {
      await page.locator('.map-cluster').first().focus()
      await page.keyboard.press('Enter')
      await page.waitForTimeout(400)
    }
    const price = page.locator('.map-price').first()
    await poll(() => price.count()).toBe(1)
    await price.focus()
    await page.keyboard.press('Enter')
    const card = page.locator('.marker-card')
    await poll(() => card.isVisible()).toBe(true)
    const link = card.getByRole('link')
    // Opened from the keyboard, the card takes the focus on its link to the offer.
    await poll(() => link.evaluate((el) => el === document.activeElement)).toBe(true)
    const slug = decodeURIComponent(
      ((await link.getAttribute('href')) ?? '').split('/').pop() ?? '',
    )
    const marker = markers.find((m) => m.slug === slug)
    expect(marker, `card links to ${slug}`).toBeDefined()
    expect(plain(await card.textContent())).toContain(marker!.price)

    // Zoomed in further around that marker with the wheel, "Search this area" makes the visible box the search's bbox.
    await page.keyboard.press('Escape')
    const spot = await page.locator('.map-price').first().boundingBox()
    // The marker's point is its element's top left corner (the price label is drawn above it).
    await page.mouse.move(spot!.x + 1, spot!.y + 1)
    for (let i = 0; i < 2; i++) {
      await page.mouse.wheel(0, -400)
      await page.waitForTimeout(500)
    }
    await page.getByRole('button', { name: 'Search this area' }).click()
    await poll(() => new URL(page.url()).searchParams.get('bbox')).not.toBeNull()
    const bbox = new URL(page.url()).searchParams.get('bbox')!
    const inArea = (
      await apiJson<{ data: MapMarker[] }>(
        `/web/1.0/offers?monaco=true&lang=en&view=map&bbox=${bbox}`,
      )
    ).data
    expect(inArea.length).toBeGreaterThan(0)
    expect(inArea.length).toBeLessThan(markers.length)
    await poll(() => statedCount(page)).toBe(inArea.length)
    await page.getByRole('button', { name: 'List', exact: true }).click()
    await poll(() => new URL(page.url()).searchParams.get('view')).toBeNull()
    await poll(() => statedCount(page)).toBe(inArea.length)
    expect(new URL(page.url()).searchParams.get('bbox')).toBe(bbox)
    expect(jsErrors(page)).toEqual([])
    await context.close()
  })

  it('puts the cards of the map in a sheet at the bottom of a phone', async () => {
    const { context, page } = await newVisitor(browser(), 'phone')
    await page.goto(`${MONACO_LIST}?view=map`)
    await poll(() => page.locator('.map-cluster, .map-price').count()).toBeGreaterThan(0)
    // Markers can overlap at a zoom level: a tap reaches the one on top, as the event here does.
    for (let i = 0; i < 6 && (await page.locator('.map-price').count()) === 0; i++) {
      await page.locator('.map-cluster').first().dispatchEvent('click')
      await page.waitForTimeout(400)
    }
    await page.locator('.map-price').first().dispatchEvent('click')
    await poll(() => page.locator('.marker-card').isVisible()).toBe(true)
    const box = await page.locator('.marker-card').boundingBox()
    const viewport = page.viewportSize()!
    expect(box).not.toBeNull()
    expect(Math.round(box!.width)).toBe(viewport.width)
    expect(Math.round(box!.y + box!.height)).toBe(viewport.height)
    await context.close()
  })
})

describe('an offer page', () => {
  it('shows similar offers of the same kind, never itself', async () => {
    const [offer] = (
      await apiJson<{ data: Offer[] }>('/web/1.0/offers?monaco=true&sale=true&lang=en&limit=1')
    ).data
    const { context, page } = await newVisitor(browser())
    await page.goto(`/offers/details/${encodeURIComponent(offer.of_slug_fr)}`)
    const section = page.getByRole('region', { name: 'Similar properties' })
    await section.scrollIntoViewIfNeeded().catch(() => undefined)
    await poll(() => section.locator('article').count()).toBeGreaterThan(0)
    const cards = await section.locator('article').count()
    expect(cards).toBeLessThanOrEqual(6)
    const hrefs = await section
      .locator('article a[href*="/offers/details/"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')))
    expect(hrefs.some((h) => decodeURIComponent(h ?? '').endsWith(`/${offer.of_slug_fr}`))).toBe(
      false,
    )
    await context.close()
  })

  it('adds the price in the currency the visitor picks, and surfaces in square feet, and remembers both', async () => {
    const rates = (await apiJson<{ data: ExchangeRates }>('/web/1.0/rates')).data
    const [offer] = (
      await apiJson<{ data: Offer[] }>('/web/1.0/offers?sale=true&lang=en&limit=50')
    ).data.filter(
      (o) => !o.of_sell_uponrequest && (o.of_sell_sum ?? 0) > 0 && (o.of_surface ?? 0) > 0,
    )
    const { context, page } = await newVisitor(browser())
    await page.goto(`/offers/details/${encodeURIComponent(offer.of_slug_fr)}`)
    const amount = page.locator('.detail__summary .price__converted')
    expect(await amount.count()).toBe(0)
    await page.getByLabel('Currency').selectOption('USD')
    await poll(() => amount.count()).toBe(1)
    const expected = new Intl.NumberFormat('en-GB', {
      style: 'currency',
      currency: 'USD',
      notation: 'compact',
      maximumFractionDigits: 2,
    }).format(offer.of_sell_sum! * rates.rates.USD)
    expect(plain(await amount.textContent())).toContain(`≈ ${expected}`)
    expect(await amount.getAttribute('title')).toMatch(/^approximate amount, rates of /)
    await page.getByLabel('Surface unit').selectOption('sqft')
    await poll(async () =>
      plain(await page.locator('.detail__summary .surfaces').textContent()),
    ).toContain('sq ft')
    await page.reload()
    await poll(() => amount.count()).toBe(1)
    expect(await page.getByLabel('Currency').inputValue()).toBe('USD')
    await poll(async () =>
      plain(await page.locator('.detail__summary .surfaces').textContent()),
    ).toContain('sq ft')
    await context.close()
  })
})

describe('alerts', () => {
  it('saves a search for a signed-in client, lists it in the client area and deletes it', async () => {
    const { context, page } = await newVisitor(browser())
    await page.goto('/login')
    const main = page.locator('main')
    await main.getByLabel(/^Login/).fill(DEMO_CLIENT.username)
    await main.getByLabel(/^Password/).fill(DEMO_CLIENT.password)
    await main.getByRole('button', { name: 'Sign in', exact: true }).click()
    await poll(() => new URL(page.url()).pathname).not.toBe('/login')

    await page.goto('/offers/monaco/sales/types-all/pieces-all/budget-all/1')
    await page.getByRole('button', { name: 'Alert me' }).click()
    const dialog = page.getByRole('dialog', { name: 'Create an alert' })
    await dialog.getByLabel('Once a week').check()
    await expectAccessible(page, 'the alert form')
    await dialog.getByRole('button', { name: 'Save the alert' }).click()
    const done = page.getByRole('dialog').filter({ hasText: 'Your alert is saved' })
    await poll(() => done.isVisible()).toBe(true)
    await done.getByRole('button', { name: 'OK' }).click()
    // The consent is recorded with the page it was given from, as staff read it in the admin.
    const [client] = await staff.find('contacts', { username: DEMO_CLIENT.username })
    const searches = await staff.find('saved-searches', { client: client.id })
    const newest = searches.sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0]
    expect(newest.consent_source).toBe(
      'site: /offers/monaco/sales/types-all/pieces-all/budget-all/1 alert form, signed-in client',
    )
    expect(Date.now() - Date.parse(newest.consent_at ?? '')).toBeLessThan(60_000)

    await page.goto('/account')
    const saved = page
      .getByTestId('saved-search')
      .filter({ hasText: 'Once a week' })
      .filter({ hasText: 'Sales' })
    await poll(() => saved.count()).toBeGreaterThan(0)
    const before = await saved.count()
    await saved.first().getByRole('button', { name: 'Delete the alert' }).click()
    await poll(() => saved.count()).toBe(before - 1)
    await context.close()
  })
})
