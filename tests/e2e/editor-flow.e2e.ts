import type { Page } from 'playwright-core'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import type { Language } from '@contract/languages'

import type { Building, PublishingRule } from '@cms/payload-types'
import { DEMO_EDITOR, DEMO_STAFF } from '@cms/seed/demo-accounts'
import { signIn as clientSignIn } from '../helpers/http'
import { apiJson, createClient, firstOfferForSale, listOffers, staff, waitingVisit } from './api'
import { baseUrl, useBrowserContexts, waitForHydration } from './browser'
import { adminFetch, staffInAdmin } from './admin-session'
import { typeDescription } from './admin-form'
import { clientPage, liveRoomJoined, poll, visitReplyShown } from './client-session'
import { dropPhotos, uploadsFinished } from './photo-grid'

/*
 * An editor's day in Chromium, in the real admin (French), against the server of the browser run:
 * an offer written, refused by the publishing rules, completed, previewed with its unsaved title,
 * published and found on the site; then a visit request answered while the client watches.
 */
const { browser, contexts } = useBrowserContexts()

const run = Date.now().toString(36)
const NAMES: Record<Language, string> = {
  fr: `Penthouse face au Larvotto ${run}`,
  en: `Penthouse facing Larvotto ${run}`,
  sp: `Ático frente al Larvotto ${run}`,
  ru: `Пентхаус напротив Ларвотто ${run}`,
  it: `Attico di fronte al Larvotto ${run}`,
}
const TEXTS: Record<Language, string> = {
  fr: 'Terrasse de 80 m² sur la mer, trois chambres, parking.',
  en: 'An 80 m² terrace over the sea, three bedrooms, parking.',
  sp: 'Terraza de 80 m² sobre el mar, tres dormitorios, aparcamiento.',
  ru: 'Терраса 80 м² с видом на море, три спальни, парковка.',
  it: 'Terrazza di 80 m² sul mare, tre camere, parcheggio.',
}

const storedName = async (page: Page, id: string, lang: Language) =>
  (
    await adminFetch<{ of_name?: string }>(
      page,
      'GET',
      `/cms-api/offers/${id}?locale=${lang}&fallback-locale=none&draft=true&depth=0`,
    )
  ).body.of_name

/** Opens the admin's preview panel; a click landing before the admin's page is interactive is repeated. */
async function openLivePreview(page: Page) {
  const toggler = page.locator('#live-preview-toggler')
  const active = page.locator('#live-preview-toggler.live-preview-toggler--active')
  for (let attempt = 0; attempt < 5 && !(await active.count()); attempt++) {
    await toggler.click()
    await active.waitFor({ timeout: 3_000 }).catch(() => undefined)
  }
  expect(await active.count()).toBe(1)
}

type Rules = Pick<
  PublishingRule,
  'requireAllLanguages' | 'requirePhoto' | 'requirePrice' | 'requireLegalInformation'
>

describe('an editor’s day in the admin', () => {
  it('writes an offer, is stopped by the publishing rules, completes it, previews the unsaved draft, publishes it and finds it on the site', async () => {
    const admin = await staffInAdmin(browser(), contexts, DEMO_STAFF)
    const before = (await adminFetch<Rules>(admin, 'GET', '/cms-api/globals/publishing-rules')).body
    const [building] = (await staff.find('buildings', { bu_city: 'MONACO' })) as Building[]
    const photo = await sharp({
      create: { width: 1200, height: 800, channels: 3, background: { r: 30, g: 110, b: 160 } },
    })
      .jpeg()
      .toBuffer()
    try {
      // The editor writes the offer in French, with its building, price and a photo, and keeps it as a draft.
      const editor = await staffInAdmin(browser(), contexts, DEMO_EDITOR)
      await editor.goto('/admin/collections/offers/create?locale=fr')
      await editor.locator('#field-of_ref').fill(`E2E-FLOW-${run}`)
      await editor.locator('#field-of_name').fill(NAMES.fr)
      await typeDescription(editor, TEXTS.fr)
      // Price, building and photos are on the form's first tab; the price typed ticks "À vendre".
      await editor.locator('#field-of_price_sell').fill('4 800 000')
      await editor.locator('#field-building .rs__control').click()
      await editor.keyboard.type(building!.bu_name ?? '')
      await editor
        .locator('.rs__option', { hasText: building!.bu_name ?? '' })
        .first()
        .click()
      await dropPhotos(editor, [
        { name: `terrasse-${run}.jpg`, mimeType: 'image/jpeg', buffer: photo },
      ])
      expect((await uploadsFinished(editor)).map((r) => r.state)).toEqual(['sent'])
      await editor.locator('#action-save-draft').click()
      await editor.waitForURL(/\/admin\/collections\/offers\/\d+/)
      const id = /\/offers\/(\d+)/.exec(editor.url())![1]!
      const draft = (
        await adminFetch<{ images?: unknown[]; _status?: string }>(
          editor,
          'GET',
          `/cms-api/offers/${id}?draft=true&depth=0`,
        )
      ).body
      expect(draft).toMatchObject({ _status: 'draft', images: [expect.any(Number)] })

      // The list says which languages the offer lacks.
      await editor.goto(`/admin/collections/offers?search=${encodeURIComponent(`E2E-FLOW-${run}`)}`)
      await poll(() =>
        editor
          .locator('tr', { hasText: `E2E-FLOW-${run}` })
          .locator('.offer-languages')
          .textContent(),
      ).toBe('Sans anglais, espagnol, russe, italien')

      // Administrators turn the rules on; publishing the French-only offer is refused, saying what is missing.
      await admin.goto('/admin/globals/publishing-rules')
      for (const rule of ['requireAllLanguages', 'requirePhoto', 'requirePrice'])
        await admin.locator(`#field-${rule}`).check({ force: true })
      await admin.locator('#action-save').click()
      await poll(
        async () =>
          (await adminFetch<Rules>(admin, 'GET', '/cms-api/globals/publishing-rules')).body
            .requireAllLanguages,
      ).toBe(true)
      await editor.goto(`/admin/collections/offers/${id}?locale=fr`)
      await editor.locator('#action-save').click()
      const notice = editor.getByText('Les champs suivants ne sont pas valides').first()
      await poll(() => notice.isVisible()).toBe(true)
      expect(await notice.textContent()).toContain('Nom et description manquants en : en sp ru it')
      expect(
        (await apiJson<{ data: { of_id: number }[] }>(`/web/1.0/offers?limit=1000`)).data.map((o) =>
          String(o.of_id),
        ),
      ).not.toContain(id)

      // The editor completes the other languages, each saved as a draft.
      for (const lang of ['en', 'sp', 'ru', 'it'] as const) {
        await editor.goto(`/admin/collections/offers/${id}?locale=${lang}`)
        await editor.locator('#field-of_name').fill(NAMES[lang])
        await typeDescription(editor, TEXTS[lang])
        await editor.locator('#action-save-draft').click()
        await poll(() => storedName(editor, id, lang)).toBe(NAMES[lang])
      }

      // The preview panel shows the site's page with what is typed, before any save, at a phone's size.
      await editor.goto(`/admin/collections/offers/${id}?locale=en`)
      await openLivePreview(editor)
      const frame = editor.frameLocator('#live-preview-iframe')
      await poll(() => frame.getByText('Preview — not published').isVisible()).toBe(true)
      await poll(() => frame.getByRole('heading', { level: 1 }).textContent()).toBe(NAMES.en)
      const unsaved = `${NAMES.en} — sea view`
      await editor.locator('#field-of_name').fill(unsaved)
      await poll(() => frame.getByRole('heading', { level: 1 }).textContent()).toBe(unsaved)
      await editor.locator('.live-preview-toolbar-controls__breakpoint').click()
      await editor.getByRole('button', { name: 'Phone · Téléphone' }).click()
      await poll(() => frame.locator('html').evaluate(() => window.innerWidth)).toBe(375)
      expect(await storedName(editor, id, 'en')).toBe(NAMES.en)

      // Complete, it is published, and visitors find it in the list and on its own page. A click
      // that lands while the breakpoint menu is still closing is given again until it is published.
      const publish = editor.locator('#action-save')
      await publish.click()
      await expect
        .poll(
          async () => {
            const { body } = await adminFetch<{ _status?: string }>(
              editor,
              'GET',
              `/cms-api/offers/${id}?draft=true&depth=0`,
            )
            if (body._status !== 'published' && (await publish.isEnabled())) await publish.click()
            return body._status
          },
          { timeout: 60_000, interval: 2_000 },
        )
        .toBe('published')
      await poll(
        async () =>
          (await listOffers('limit=1000&lang=en')).data.find((o) => String(o.of_id) === id)
            ?.of_name_en,
      ).toBe(unsaved)
      const slug = (await listOffers('limit=1000&lang=fr')).data.find(
        (o) => String(o.of_id) === id,
      )!.of_slug_fr
      const visitor = await browser().newContext({
        baseURL: baseUrl(),
        locale: 'en-GB',
        viewport: { width: 1280, height: 900 },
      })
      contexts.push(visitor)
      await visitor.addCookies([{ name: 'belsunce_allertcookie', value: 'ok', url: baseUrl() }])
      const page = waitForHydration(await visitor.newPage())
      await page.goto('/offers/monaco/sales/types-all/pieces-all/budget-all/1?lang=en')
      await poll(() => page.locator(`a[href^="/offers/details/${slug}"]`).count()).toBeGreaterThan(
        0,
      )
      await page.goto(`/offers/details/${slug}?lang=fr`)
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(NAMES.fr)
      expect(await page.getByText('Preview — not published').count()).toBe(0)
    } finally {
      await adminFetch(admin, 'POST', '/cms-api/globals/publishing-rules', {
        requireAllLanguages: before.requireAllLanguages ?? false,
        requirePhoto: before.requirePhoto ?? false,
        requirePrice: before.requirePrice ?? false,
        requireLegalInformation: before.requireLegalInformation ?? false,
      })
    }
    // A whole working session: a dozen admin pages and saves, on a machine the other tests share.
  }, 240_000)

  it('replies to a visit request, and the client’s open page counts the new message at once', async () => {
    const offer = await firstOfferForSale()
    const client = await createClient()
    const action = await waitingVisit(client.id, offer.of_id as number, '2031-06-01', '2031-06-03')
    const page = await clientPage(
      browser(),
      contexts,
      await clientSignIn(baseUrl(), client.login, client.password),
    )
    const joined = liveRoomJoined(page)
    await page.goto('/account')
    await joined
    await poll(() => page.getByText('You have no messages').isVisible()).toBe(true)
    expect(await page.getByTestId('unread-badge').count()).toBe(0)

    const editor = await staffInAdmin(browser(), contexts, DEMO_EDITOR)
    await editor.goto(`/admin/collections/actions/${action.id}`)
    await editor.locator('#field-reply').fill('Le propriétaire vous propose mardi à 10 h.')
    await editor.locator('#action-save').click()
    await poll(() => page.getByTestId('unread-badge').textContent()).toBe('1')
    await visitReplyShown(page)
  })
})
