import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { DEMO_EDITOR, DEMO_STAFF } from '@cms/seed/demo-accounts'
import { adminFetch, signInToAdmin } from './admin-session'
import { staff } from './api'
import { baseUrl, launchBrowser } from './browser'

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/** A staff member's browser; it asks for English, as many staff browsers do. */
async function staffBrowser(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    locale: 'en-GB',
    viewport: { width: 1440, height: 900 },
  })
  return { context, page: await context.newPage() }
}

const rulesOff = {
  requireAllLanguages: false,
  requirePhoto: false,
  requirePrice: false,
  requireLegalInformation: false,
}

describe('the offers in the admin', () => {
  it('speaks French by default, with the agency’s name on the login page', async () => {
    const { context, page } = await staffBrowser()
    await page.goto('/admin/login')
    expect(await page.locator('html').getAttribute('lang')).toBe('fr')
    await expect.poll(() => page.getByText('Belsunce Immobilier').first().isVisible()).toBe(true)
    expect(await page.locator('body').textContent()).toContain('Mot de passe')
    expect(await page.locator('link[rel=icon][href="/favicon.svg"]').count()).toBeGreaterThan(0)
    await context.close()
  })

  it('opens a new offer on French content for a staff member who never chose a content language', async () => {
    const account = {
      email: `locale.${Date.now().toString(36)}@belsunce.mc`,
      password: 'Locale-Editor-2031',
    }
    await staff.create('users', { ...account, role: 'editor', name: 'Rédactrice' })
    const { context, page } = await staffBrowser()
    await signInToAdmin(page, account)
    await page.goto('/admin/collections/offers/create')
    await expect
      .poll(() => page.locator('.localizer').first().textContent(), { timeout: 30_000 })
      .toContain('Français')
    await context.close()
  })

  it('the editor sees the list with photos, prices as on the site and the languages', async () => {
    const { context, page } = await staffBrowser()
    await signInToAdmin(page, DEMO_EDITOR)
    await page.goto('/admin/collections/offers')
    const thumb = page.locator('img.offer-thumbnail').first()
    await thumb.waitFor({ timeout: 30_000 })
    expect(await thumb.getAttribute('src')).toMatch(/^\/api\/1\.0\/images\/\d+\/75\/75\/cover$/)
    await expect
      .poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true)
    const prices = (await page.locator('.offer-prices').allTextContents())
      .join(' | ')
      .replace(/[\u202f\u00a0]/g, ' ')
    expect(prices).toMatch(/\d+([.,]\d+)?[KM] €/)
    expect(prices).not.toMatch(/\d{6,}/)
    const languages = await page.locator('.offer-languages').allTextContents()
    expect(languages.length).toBeGreaterThan(0)
    // By the languages' names, never their codes: complete, or what it lacks.
    const NAME = '(français|anglais|espagnol|russe|italien)'
    for (const l of languages)
      expect(l).toMatch(new RegExp(`^(Les cinq langues|Sans ${NAME}(, ${NAME})*)$`))
    expect(await page.locator('.offer-badges').first().textContent()).toMatch(/Vente|Location/)
    expect(await page.locator('.offer-list-tools').textContent()).toContain('Langue manquante')
    await context.close()
  })

  it('with the "all languages" rule on, publishing an offer that lacks languages is refused, naming what is missing', async () => {
    const [building] = await staff.find('buildings', {})
    const admin = await staffBrowser()
    const editor = await staffBrowser()
    try {
      await signInToAdmin(admin.page, DEMO_STAFF)
      // A draft written in French only, as staff start one.
      const created = await adminFetch<{ doc: { id: number } }>(
        admin.page,
        'POST',
        '/cms-api/offers?locale=fr&depth=0',
        {
          of_ref: `E2E-LANG-${Date.now()}`,
          of_name: 'Appartement sans traductions',
          of_text: 'Texte en français',
          of_sell: true,
          of_price_sell: 1_500_000,
          of_web: true,
          _status: 'draft',
          building: building!.id,
        },
      )
      expect(created.status).toBe(201)
      const offer = created.body.doc
      // Administrators decide the rules, in the admin.
      await admin.page.goto('/admin/globals/publishing-rules')
      await admin.page.locator('#field-requireAllLanguages').check({ force: true })
      await admin.page.locator('#action-save').click()
      await expect
        .poll(
          async () =>
            (
              await adminFetch<{ requireAllLanguages?: boolean }>(
                admin.page,
                'GET',
                '/cms-api/globals/publishing-rules',
              )
            ).body.requireAllLanguages,
          { timeout: 15_000 },
        )
        .toBe(true)

      await signInToAdmin(editor.page, DEMO_EDITOR)
      await editor.page.goto(`/admin/collections/offers/${offer.id}`)
      await editor.page.locator('#action-save').click()
      // The admin's notice lists the refused fields with what each lacks.
      const notice = editor.page.getByText('Les champs suivants ne sont pas valides').first()
      await expect.poll(() => notice.isVisible(), { timeout: 15_000 }).toBe(true)
      const noticeText = await notice.textContent()
      expect(noticeText).toContain('Nom (Nom et description manquants en : en sp ru it)')
      expect(noticeText).toContain('Description (Nom et description manquants en : en sp ru it)')
      const [stored] = await staff.find('offers', { id: offer.id })
      expect(stored?._status).toBe('draft')
    } finally {
      await adminFetch(admin.page, 'POST', '/cms-api/globals/publishing-rules', rulesOff)
      await admin.context.close()
      await editor.context.close()
    }
  })
})
