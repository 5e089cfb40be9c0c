import { mkdirSync } from 'node:fs'

import type { Page } from 'playwright-core'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'

import type { Building, Negotiator, User } from '@cms/payload-types'
import { DEMO_EDITOR, DEMO_STAFF } from '@cms/seed/demo-accounts'
import { chosen, pickByKeyboard } from './admin-form'
import { adminFetch, staffInAdmin } from './admin-session'
import { staff } from './api'
import { baseUrl, useBrowserContexts, waitForHydration } from './browser'
import { countInputs } from './input-counter'
import { dropPhotos, gridPhotoIds, movePhoto, uploadsFinished } from './photo-grid'

/*
 * A new offer from scratch, through the admin's screens only (French, as staff use it), all on the
 * form's first tab: the reference the form proposes, a name, type, exclusivity, services, the
 * building picked with the keyboard, a sale price and photos, the negotiator the editor is already
 * filled in; published. The clicks and keystrokes it took are counted and printed, and must stay
 * under half of the 18 clicks and 126 keystrokes the same offer once took. Then visitors find it
 * on its page with its negotiator.
 */
const { browser, contexts } = useBrowserContexts()

const run = Date.now().toString(36)
/** Where the form's screenshots are kept for review (beside the test reports). */
const SHOTS = 'test-results/screens'
mkdirSync(SHOTS, { recursive: true })
const NAME = `Appartement neuf au Larvotto ${run}`

/** What this file creates, removed after it: the offer and its photos. */
const created = { offer: null as string | null, photos: [] as number[] }
afterAll(async () => {
  if (created.offer) await staff.delete('offers', { id: created.offer })
  for (const id of created.photos) await staff.delete('media', { id })
})

/** Words of Payload's or the offer's English that French staff once read in this form. */
const ENGLISH =
  /Successfully|From the building|Effective district|Bitmask|Untitled|Select a value|Published on the web/

/** A button of the type, exclusivity or services field. */
const chip = (page: Page, field: string, name: string) =>
  page.locator(`#field-${field}`).getByRole('button', { name, exact: true })

const jpeg = (r: number, g: number, b: number) =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: { r, g, b } } })
    .jpeg()
    .toBuffer()

describe('a new offer written in the admin', () => {
  it('is published from the admin’s screens in few steps, then shown on its page with its negotiator', async () => {
    const page = await staffInAdmin(browser(), contexts, DEMO_EDITOR)
    const [building] = (await staff.find('buildings', { bu_city: 'MONACO' })) as Building[]
    // The demo editor is a negotiator: the one a new offer of theirs names.
    const [editor] = (await staff.find('users', { email: DEMO_EDITOR.email })) as User[]
    expect(editor!.negotiator, 'the demo editor’s negotiator').toEqual(expect.any(Number))
    const [negotiator] = (await staff.find('negotiators', {
      id: editor!.negotiator as number,
    })) as Negotiator[]
    const photos = [
      { name: `larvotto-${run}-1.jpg`, mimeType: 'image/jpeg', buffer: await jpeg(200, 170, 120) },
      { name: `larvotto-${run}-2.jpg`, mimeType: 'image/jpeg', buffer: await jpeg(90, 120, 160) },
      { name: `larvotto-${run}-3.jpg`, mimeType: 'image/jpeg', buffer: await jpeg(40, 90, 150) },
    ]

    await page.goto('/admin/collections/offers/create?locale=fr')
    const status = page.locator('.publication-status__state')
    // A new offer says it is not on the site, and nothing on it reads "published".
    await expect.poll(() => status.textContent()).toBe('Pas encore sur le site : brouillon')
    expect(await page.locator('#field-of_web').count()).toBe(0)
    // Nothing to pick: the editor's own negotiator is there already.
    await expect.poll(() => chosen(page, 'negotiator')).toEqual([negotiator!.name])
    const inputs = countInputs(page)
    // The form proposes the next free reference after the demo's BEL-00001…BEL-00096: kept.
    const ref = await page.locator('#field-of_ref').inputValue()
    expect(ref).toMatch(/^BEL-\d{5}$/)
    expect(Number(ref.slice(4))).toBeGreaterThan(96)
    await page.locator('#field-of_name').fill(NAME)
    // Type, exclusivity and services: one button each, on the first tab with the price and building.
    await chip(page, 'type', 'Appartement').click()
    await chip(page, 'exclusivity', 'Exclusivité').click()
    await page.locator('#field-of_price_sell').fill('2 500 000')
    // The building found by the start of its name as staff type it, chosen with Enter.
    await pickByKeyboard(page, 'building', building!.bu_name!.slice(0, 5), building!.bu_name!)
    await chip(page, 'services', 'Piscine').click()
    await chip(page, 'services', 'Vue mer').click()

    // On the same tab, the three photos dropped at once from the file manager (one drag), the last
    // made the cover by dragging it first (one more).
    await dropPhotos(page, photos)
    inputs.count.clicks++
    expect((await uploadsFinished(page)).map((r) => r.state)).toEqual(['sent', 'sent', 'sent'])
    const dropped = await gridPhotoIds(page)
    expect(dropped).toHaveLength(3)
    await movePhoto(page, 2, 0)
    inputs.count.clicks++
    const typed = inputs.stop()
    // The grid once on the form, on its first tab; the video alone on the tab that held both.
    expect(await page.locator('.photo-grid').count()).toBe(1)
    expect(await page.getByRole('button', { name: 'Vidéo', exact: true }).count()).toBe(1)
    expect(await page.getByRole('button', { name: 'Photos & vidéo', exact: true }).count()).toBe(0)
    // The form in French, without a word of Payload's English.
    expect(await chosen(page, 'building')).toEqual([building!.bu_name])
    await expect
      .poll(() => page.locator('#field-type button[aria-pressed=true]').allTextContents())
      .toEqual(['Appartement'])
    expect(await page.locator('.document-fields').innerText()).not.toMatch(ENGLISH)
    // The price typed reads with French separators once left; typing it ticked "À vendre".
    expect(await page.locator('#field-of_price_sell').inputValue()).toBe('2\u202f500\u202f000')
    expect(await page.locator('#field-of_sell').isChecked()).toBe(true)
    await page.evaluate(() => window.scrollTo(0, 0))
    await page.screenshot({ path: `${SHOTS}/offer-form-top.png` })
    await page.locator('.photo-grid').scrollIntoViewIfNeeded()
    await page.screenshot({ path: `${SHOTS}/offer-form-photos.png` })

    const resumed = countInputs(page)
    await page.locator('#action-save').click()
    await page.waitForURL(/\/admin\/collections\/offers\/\d+/)
    const published = resumed.stop()
    const steps = {
      clicks: typed.clicks + published.clicks,
      keystrokes: typed.keystrokes + published.keystrokes,
    }
    console.log(
      `A new offer in the French admin: ${steps.clicks} clicks, ${steps.keystrokes} keystrokes`,
    )
    expect(steps.clicks).toBeLessThan(9)
    expect(steps.keystrokes).toBeLessThan(63)
    await expect.poll(() => status.textContent()).toBe('Visible sur le site')
    await expect.poll(() => chosen(page, 'negotiator')).toEqual([negotiator!.name])
    expect(await page.locator('.document-fields').innerText()).not.toMatch(ENGLISH)
    await page
      .locator('.document-fields__sidebar')
      .screenshot({ path: `${SHOTS}/offer-form-sidebar.png` })

    const id = /\/offers\/(\d+)/.exec(page.url())![1]!
    created.offer = id
    // The values derived on save are no editor's business; administrators find them folded.
    const technical = (p: Page) =>
      p.locator('.document-fields__sidebar').getByText('Technique', { exact: true })
    expect(await technical(page).count()).toBe(0)
    const admin = await staffInAdmin(browser(), contexts, DEMO_STAFF)
    await admin.goto(`/admin/collections/offers/${id}`)
    await expect.poll(() => technical(admin).count()).toBe(1)
    expect(await admin.locator('#field-of_services').isVisible()).toBe(false)
    await expect
      .poll(() => admin.locator('.offer-place__names').textContent())
      .toMatch(/^Monaco · /)
    await admin
      .locator('.document-fields__sidebar')
      .screenshot({ path: `${SHOTS}/offer-form-sidebar-admin.png` })
    const saved = (
      await adminFetch<{
        images?: number[]
        of_type?: number
        _status?: string
        of_ref?: string
        of_price_sell?: number
        negotiator?: number
      }>(page, 'GET', `/cms-api/offers/${id}?depth=0`)
    ).body
    created.photos = saved.images ?? []
    expect(saved).toMatchObject({
      _status: 'published',
      of_ref: ref,
      of_type: 1,
      of_price_sell: 2_500_000,
      negotiator: negotiator!.id,
      images: [dropped[2], dropped[0], dropped[1]],
    })

    // Visitors see it on its page, with its photos, services and negotiator.
    const offer = await fetch(`${baseUrl()}/web/1.0/offers?lang=fr&limit=1000`)
      .then((r) => r.json() as Promise<{ data: { of_id: number; of_slug_fr: string }[] }>)
      .then((r) => r.data.find((o) => String(o.of_id) === id))
    expect(offer, 'the published offer in the public list').toBeDefined()
    const visitor = await browser().newContext({
      baseURL: baseUrl(),
      locale: 'fr-FR',
      viewport: { width: 1280, height: 900 },
    })
    contexts.push(visitor)
    await visitor.addCookies([{ name: 'belsunce_allertcookie', value: 'ok', url: baseUrl() }])
    const site = waitForHydration(await visitor.newPage())
    await site.goto(`/offers/details/${offer!.of_slug_fr}?lang=fr`)
    expect(await site.getByRole('heading', { level: 1 }).textContent()).toBe(NAME)
    expect(await site.locator('main').textContent()).toContain(ref)
    expect(await site.locator('.services-list li').allTextContents()).toEqual([
      'Piscine',
      'Vue mer',
    ])
    expect(await site.locator('#negotiator-name').textContent()).toBe(negotiator!.name)
    const image = site.locator('img.gallery__img').first()
    expect(await image.getAttribute('src')).toContain(`/${created.photos[0]}/`)
  }, 240_000)
})
