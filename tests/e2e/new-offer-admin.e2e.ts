import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'

import type { Building, Portal } from '../../cms/payload-types'
import { DEMO_EDITOR } from '../../cms/seed/demo-accounts'
import { chosen, pick, typeDescription } from './admin-form'
import { adminFetch, staffInAdmin } from './admin-session'
import { listOffers, staff } from './api'
import { baseUrl, useBrowserContexts, waitForHydration } from './browser'
import { dropPhotos, uploadsFinished } from './photo-grid'

/*
 * A new offer from scratch, through the admin's screens only (French, as staff use it): its
 * reference, names and descriptions, type, exclusivity, services, building, price and a photo
 * uploaded in the form, published; then visitors find it in the list of its type and on its page,
 * and a Kyero portal's feed carries it with its type.
 */
const { browser, contexts } = useBrowserContexts()

const run = Date.now().toString(36)
const REF = `E2E-NEW-${run}`
const NAMES = { fr: `Appartement neuf au Larvotto ${run}`, en: `New flat at Larvotto ${run}` }
const TEXTS = {
  fr: 'Trois pièces rénovées, vue mer, piscine de la résidence.',
  en: 'A renovated three-room flat, sea view, the residence’s pool.',
}

/** What this file creates, removed after it: the offer, its photo and a portal of its own. */
const created = {
  offer: null as string | null,
  photo: null as number | null,
  portal: null as Portal['id'] | null,
}
afterAll(async () => {
  if (created.offer) await staff.delete('offers', { id: created.offer })
  if (created.photo) await staff.delete('media', { id: created.photo })
  if (created.portal) await staff.delete('portals', { id: created.portal })
})

/** The `<property>` of a Kyero feed whose reference is `ref`, or undefined. */
const kyeroProperty = (xml: string, ref: string) =>
  xml.split('</property>').find((p) => p.includes(`<ref>${ref}</ref>`))

describe('a new offer written in the admin', () => {
  it('is published from the admin’s screens, then listed with its type, shown on its page and carried by the Kyero feed', async () => {
    const page = await staffInAdmin(browser(), contexts, DEMO_EDITOR)
    const [building] = (await staff.find('buildings', { bu_city: 'MONACO' })) as Building[]
    const photo = await sharp({
      create: { width: 1200, height: 800, channels: 3, background: { r: 200, g: 170, b: 120 } },
    })
      .jpeg()
      .toBuffer()

    // In French: reference, name, description, type and exclusivity.
    await page.goto('/admin/collections/offers/create?locale=fr')
    // The form proposes the next free reference after the demo's BEL-00001…BEL-00096.
    const proposed = await page.locator('#field-of_ref').inputValue()
    expect(proposed).toMatch(/^BEL-\d{5}$/)
    expect(Number(proposed.slice(4))).toBeGreaterThan(96)
    await page.locator('#field-of_ref').fill(REF)
    await page.locator('#field-of_name').fill(NAMES.fr)
    await typeDescription(page, TEXTS.fr)
    await pick(page, 'type', 'Appart', 'Appartement')
    await pick(page, 'exclusivity', 'Exclu', 'Exclusivité')

    // The sale price.
    await page.getByRole('button', { name: 'Vente & location', exact: true }).click()
    await page.locator('#field-of_sell').check({ force: true })
    await page.locator('#field-of_price_sell').fill('2450000')

    // The building, the rooms and two services.
    await page.getByRole('button', { name: 'Bien', exact: true }).click()
    await pick(page, 'building', building!.bu_name ?? '', building!.bu_name ?? '')
    await page.locator('#field-of_nbpieces').fill('3')
    await pick(page, 'services', 'Pisc', 'Piscine')
    await pick(page, 'services', 'Vue', 'Vue mer')

    // A photo dropped onto the form's photo grid.
    await page.getByRole('button', { name: 'Photos & vidéo', exact: true }).click()
    await dropPhotos(page, [{ name: `larvotto-${run}.jpg`, mimeType: 'image/jpeg', buffer: photo }])
    expect((await uploadsFinished(page)).map((r) => r.state)).toEqual(['sent'])

    await page.locator('#action-save-draft').click()
    await page.waitForURL(/\/admin\/collections\/offers\/\d+/)
    const id = /\/offers\/(\d+)/.exec(page.url())![1]!
    created.offer = id
    const draft = (
      await adminFetch<{ images?: number[]; of_type?: number; _status?: string }>(
        page,
        'GET',
        `/cms-api/offers/${id}?draft=true&depth=0`,
      )
    ).body
    expect(draft).toMatchObject({ _status: 'draft', of_type: 1, images: [expect.any(Number)] })
    created.photo = draft.images![0]!

    // In English: the name and description, then it is published.
    await page.goto(`/admin/collections/offers/${id}?locale=en`)
    await page.locator('#field-of_name').fill(NAMES.en)
    await typeDescription(page, TEXTS.en)
    // The saved choices are named in the form opened again.
    await expect.poll(() => chosen(page, 'type')).toEqual(['Appartement'])
    expect(await chosen(page, 'exclusivity')).toEqual(['Exclusivité'])
    await page.locator('#action-save').click()
    await expect
      .poll(
        async () =>
          (await listOffers('limit=1000&lang=en')).data.find((o) => String(o.of_id) === id)
            ?.of_name_en,
        { timeout: 30_000 },
      )
      .toBe(NAMES.en)
    const slug = (await listOffers('limit=1000&lang=fr')).data.find(
      (o) => String(o.of_id) === id,
    )!.of_slug_fr

    // Visitors find it among the apartments for sale in Monaco, and not among the villas.
    const visitor = await browser().newContext({
      baseURL: baseUrl(),
      locale: 'fr-FR',
      viewport: { width: 1280, height: 900 },
    })
    contexts.push(visitor)
    await visitor.addCookies([{ name: 'belsunce_allertcookie', value: 'ok', url: baseUrl() }])
    const site = waitForHydration(await visitor.newPage())
    const link = site.locator(`a[href^="/offers/details/${slug}"]`)
    await site.goto('/offers/monaco/sales/types-1/pieces-all/budget-all/1?lang=fr')
    await expect.poll(() => link.count()).toBeGreaterThan(0)
    await site.goto('/offers/monaco/sales/types-3/pieces-all/budget-all/1?lang=fr')
    expect(await link.count()).toBe(0)

    // Its page: the French name, the reference, the services and the photo.
    await site.goto(`/offers/details/${slug}?lang=fr`)
    expect(await site.getByRole('heading', { level: 1 }).textContent()).toBe(NAMES.fr)
    expect(await site.locator('main').textContent()).toContain(REF)
    expect(await site.locator('.services-list li').allTextContents()).toEqual([
      'Piscine',
      'Vue mer',
    ])
    const image = site.locator('img.gallery__img')
    expect(await image.getAttribute('src')).toContain(`/${created.photo}/`)
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true)

    // A Kyero portal of all published offers carries it, as an apartment with its pool and sea view.
    const portal = await staff.create('portals', {
      name: `Kyero e2e ${run}`,
      format: 'kyero',
      includeAll: true,
    })
    created.portal = portal.id
    const res = await fetch(`${baseUrl()}/feeds/kyero.xml?token=${portal.token}`)
    expect(res.status).toBe(200)
    const property = kyeroProperty(await res.text(), REF)
    expect(property, `${REF} in the Kyero feed`).toBeDefined()
    expect(property).toContain('<type>Apartment</type>')
    expect(property).toContain('<price>2450000</price>')
    expect(property).toContain('<pool>1</pool>')
    expect(property).toContain('<feature>Sea view</feature>')
    expect(property).toMatch(/<images>\s*<image id="1">\s*<url>[^<]+<\/url>/)
    expect(property).toContain(`<en>${TEXTS.en}</en>`)
  }, 240_000)
})
