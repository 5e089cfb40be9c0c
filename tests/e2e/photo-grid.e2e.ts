import type { Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'

import type { Offer } from '@cms/payload-types'
import { DEMO_EDITOR } from '@cms/seed/demo-accounts'
import { adminFetch, staffInAdmin } from './admin-session'
import { apiJson, listOffers, staff } from './api'
import { baseUrl, useBrowserContexts, waitForHydration } from './browser'
import {
  choosePhotos,
  dropPhotos,
  gridPhotoIds,
  jpegPhoto,
  movePhoto,
  photoTiles,
  thumbnailsShown,
  uploadRows,
  uploadsFinished,
} from './photo-grid'

/*
 * The offer's photos in the French admin, as a grid: three photos dropped at once are sent with
 * their progress and shown as thumbnails, the third dragged first becomes the cover; files that
 * cannot be photos are refused one by one in French while the others go on; a photo moved with
 * the keyboard, one removed, one made "Non publiée" and marked so. Once saved, the legacy API and
 * the site show the public photos in the new order, the unpublished one nowhere.
 */
const { browser, contexts } = useBrowserContexts()
const run = Date.now().toString(36)

/** The offer's photos before the test, put back after it, and the photos the test sent, removed. */
const restore = {
  offer: null as number | null,
  images: [] as number[],
  sent: [] as number[],
  page: null as Page | null,
}
afterAll(async () => {
  // From the admin page that opened the offer, which holds its lock.
  if (restore.offer && restore.page)
    await adminFetch(restore.page, 'PATCH', `/cms-api/offers/${restore.offer}?depth=0`, {
      images: restore.images,
    })
  for (const id of restore.sent) await staff.delete('media', { id })
})

type Detail = { data: { images: { fi_id: number | string }[] } }
const publicPhotos = async (slug: string) =>
  (await apiJson<Detail>(`/web/1.0/offers/${slug}?lang=fr`)).data.images.map((i) => Number(i.fi_id))

/**
 * A demo offer for sale with several photos, the oldest such: other files take the newest offer
 * for sale, or make offers of their own (with fewer photos) while this one runs.
 */
async function demoOfferWithPhotos() {
  const offers = (await listOffers('sale=true&lang=en&limit=1000')).data
  const demo = offers
    .filter((o) => /^BEL-\d{5}$/.test(o.of_ref ?? '') && (o.images?.length ?? 0) >= 3)
    .at(-1)
  if (!demo) throw new Error('No demo offer for sale with three photos: is the demo data seeded?')
  return demo
}

describe('the photo grid of an offer in the admin', () => {
  it('takes several photos at once, reorders them by mouse and keyboard, and the site shows the new order', async () => {
    const demo = await demoOfferWithPhotos()
    const id = Number(demo.of_id)
    const [offer] = (await staff.find('offers', { id })) as Offer[]
    restore.offer = id
    restore.images = (offer!.images ?? []).map(Number)
    const publicBefore = await publicPhotos(demo.of_slug_fr)

    const page = await staffInAdmin(browser(), contexts, DEMO_EDITOR)
    restore.page = page
    await page.goto(`/admin/collections/offers/${id}?locale=fr`)
    // A browser test that opened this offer before may have left its edit lock behind: taken over.
    const locked = page.locator('#document-locked')
    const wasLocked = await locked
      .waitFor({ state: 'visible', timeout: 3000 })
      .then(() => true)
      .catch(() => false)
    if (wasLocked) await locked.getByRole('button', { name: 'Prendre en charge' }).click()
    // On the form's first tab, with the offer's other essentials.
    await thumbnailsShown(page)

    // In French: the field, the drop zone, the cover, the buttons; thumbnails, never file names.
    const grid = page.locator('.photo-grid')
    expect(await grid.locator('.field-label').textContent()).toContain('Photos (dans l’ordre)')
    expect(await grid.locator('.photo-grid__picker strong').textContent()).toBe(
      'Déposez des photos ici',
    )
    expect(await gridPhotoIds(page)).toEqual(restore.images)
    const first = photoTiles(page).first()
    expect(await first.locator('.photo-grid__badge--cover').textContent()).toBe('Couverture')
    expect(await photoTiles(page).locator('.photo-grid__badge--cover').count()).toBe(1)
    expect(
      await first.getByRole('button', { name: 'Déplacer avant', exact: true }).isDisabled(),
    ).toBe(true)
    expect(
      await first.getByRole('button', { name: 'Déplacer après', exact: true }).isEnabled(),
    ).toBe(true)
    expect(
      await first.getByRole('button', { name: 'Retirer de l’offre', exact: true }).count(),
    ).toBe(1)
    const thumb = await first.locator('img').getAttribute('src')
    expect(thumb).toMatch(/-240x160\.\w+$/)
    expect(await grid.textContent()).not.toMatch(/\.(jpe?g|png|webp)\b/i)

    // Three photos dropped at once: three progress bars that finish, three thumbnails after the others.
    const camera = { width: 2400, height: 1600, grain: true }
    const dropped = await Promise.all([
      jpegPhoto(`salon-${run}.jpg`, [190, 160, 120], camera),
      jpegPhoto(`cuisine-${run}.jpg`, [120, 160, 190], camera),
      jpegPhoto(`terrasse-${run}.jpg`, [120, 190, 130], camera),
    ])
    const sending = Date.now()
    await dropPhotos(page, dropped)
    const rows = await uploadsFinished(page)
    const sendingMs = Date.now() - sending
    expect(rows.map((r) => [r.name, r.state, r.text])).toEqual(
      dropped.map((f) => [f.name, 'sent', 'Envoyée']),
    )
    expect(
      await grid
        .locator('progress')
        .evaluateAll((bars) => bars.map((b) => (b as HTMLProgressElement).value)),
    ).toEqual([1, 1, 1])
    const afterDrop = await gridPhotoIds(page)
    expect(afterDrop).toHaveLength(restore.images.length + 3)
    const [salon, cuisine, terrasse] = afterDrop.slice(-3) as [number, number, number]
    restore.sent.push(salon, cuisine, terrasse)
    await thumbnailsShown(page)
    const thumbBytes = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((e) => /-240x160\.\w+$/.test(e.name))
        .map((e) => (e as PerformanceResourceTiming).encodedBodySize),
    )
    console.log(
      `three photos of ${dropped.map((f) => f.buffer.length).join(', ')} bytes sent in ${sendingMs} ms;` +
        ` thumbnails of ${Math.min(...thumbBytes)}–${Math.max(...thumbBytes)} bytes`,
    )

    // The third dragged onto the first with the mouse: it is the cover now.
    await movePhoto(page, afterDrop.length - 1, 0)
    expect(await gridPhotoIds(page)).toEqual([terrasse, ...restore.images, salon, cuisine])
    expect(await photoTiles(page).first().locator('.photo-grid__badge--cover').textContent()).toBe(
      'Couverture',
    )
    expect(await photoTiles(page).locator('.photo-grid__badge--cover').count()).toBe(1)

    // Chosen at once: a GIF, a photo too large, a text file called .jpg, and a good photo; only the good one joins.
    const good = await jpegPhoto(`chambre-${run}.jpg`, [200, 200, 200])
    await choosePhotos(page, [
      { name: 'plan.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') },
      { name: 'enorme.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(21 * 1024 * 1024, 1) },
      { name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('pas une photo') },
      good,
    ])
    const second = await uploadsFinished(page)
    expect(second.map((r) => [r.name, r.state, r.text])).toEqual([
      ['plan.gif', 'refused', 'Ce fichier n’est pas une photo JPEG, PNG, WebP ou AVIF.'],
      ['enorme.jpg', 'refused', 'Fichier trop volumineux (21,0 Mo) : 20 Mo au plus.'],
      ['notes.jpg', 'refused', 'Ce fichier n’est pas une photo JPEG, PNG, WebP ou AVIF.'],
      [good.name, 'sent', 'Envoyée'],
    ])
    const chambre = (await gridPhotoIds(page)).at(-1)!
    restore.sent.push(chambre)
    expect(await gridPhotoIds(page)).toEqual([terrasse, ...restore.images, salon, cuisine, chambre])
    await thumbnailsShown(page)

    // With the keyboard: the last photo moved one place before; the focus stays on its button.
    const last = photoTiles(page).last()
    await last.getByRole('button', { name: 'Déplacer avant', exact: true }).focus()
    await page.keyboard.press('Enter')
    expect(await gridPhotoIds(page)).toEqual([terrasse, ...restore.images, salon, chambre, cuisine])
    expect(
      await page.evaluate(() =>
        document.activeElement?.closest('[data-photo-id]')?.getAttribute('data-photo-id'),
      ),
    ).toBe(String(chambre))
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Déplacer avant',
    )

    // "salon" removed from the offer; "cuisine" kept but not published, in Payload's drawer.
    await page
      .locator(`[data-photo-id="${salon}"]`)
      .getByRole('button', { name: 'Retirer de l’offre', exact: true })
      .click()
    expect(await gridPhotoIds(page)).toEqual([terrasse, ...restore.images, chambre, cuisine])
    // "cuisine" made not published (the media's own page); the grid opened again marks it so.
    await staff.update('media', cuisine, { private: true })

    await grid.scrollIntoViewIfNeeded()
    await page.screenshot({ path: 'test-results/screens/photos-grid-fr.png' })
    await grid.screenshot({ path: 'test-results/screens/photos-grid-fr-field.png' })

    // Saved: the offer keeps the new order; the legacy API and the site show its public photos so.
    await page.locator('#action-save').click()
    await expect
      .poll(async () => ((await staff.find('offers', { id })) as Offer[])[0]!.images?.map(Number), {
        timeout: 30_000,
      })
      .toEqual([terrasse, ...restore.images, chambre, cuisine])
    await expect
      .poll(async () => (await publicPhotos(demo.of_slug_fr)).filter((p) => p !== cuisine), {
        timeout: 30_000,
      })
      .toEqual([terrasse, ...publicBefore, chambre])
    expect(await uploadRows(page)).toHaveLength(4)
    await page.reload()
    await thumbnailsShown(page)
    const cuisineTile = page.locator(`[data-photo-id="${cuisine}"]`)
    expect(await cuisineTile.locator('.photo-grid__badge--private').textContent()).toBe(
      'Non publiée',
    )
    expect(await cuisineTile.getAttribute('data-private')).toBe('true')
    await grid.scrollIntoViewIfNeeded()
    await page.screenshot({ path: 'test-results/screens/photos-grid-fr-saved.png' })
    // The grid is not shown again on the tab that keeps the video.
    await page.getByRole('button', { name: 'Vidéo', exact: true }).click()
    await expect.poll(() => page.locator('#field-of_video').isVisible()).toBe(true)
    expect(await grid.count()).toBe(0)
    await page.getByRole('button', { name: 'L’offre', exact: true }).click()
    await thumbnailsShown(page)

    const visitor = await browser().newContext({
      baseURL: baseUrl(),
      locale: 'fr-FR',
      viewport: { width: 1440, height: 900 },
    })
    contexts.push(visitor)
    await visitor.addCookies([{ name: 'belsunce_allertcookie', value: 'ok', url: baseUrl() }])
    const site = waitForHydration(await visitor.newPage())
    await site.goto(`/offers/details/${demo.of_slug_fr}?lang=fr`)
    expect(await site.locator('img.gallery__img').first().getAttribute('src')).toContain(
      `/${terrasse}/`,
    )
    const unpublished = await fetch(`${baseUrl()}/api/1.0/images/${cuisine}/400/300/cover`)
    expect(unpublished.status).toBe(404)
  }, 240_000)
})
