import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { DEMO_EDITOR } from '@cms/seed/demo-accounts'
import { signInToAdmin } from './admin-session'
import { apiJson, staff } from './api'
import { baseUrl, launchBrowser } from './browser'

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

type Trads = { data: { tr_key: string; tr_ru: string }[] }

describe('the site texts side by side in the admin', () => {
  it('the editor filters the texts missing in Russian, completes one in place, and the site serves it', async () => {
    const key = `e2e.side-by-side.${Date.now().toString(36)}`
    // A text written in four languages, never in Russian.
    await staff.create('translations', {
      tr_key: key,
      tr_fr: 'Vue mer panoramique',
      tr_en: 'Panoramic sea view',
      tr_sp: 'Vista al mar',
      tr_it: 'Vista mare',
    })
    const context = await browser.newContext({
      baseURL: baseUrl(),
      locale: 'en-GB',
      viewport: { width: 1440, height: 900 },
    })
    const page = await context.newPage()
    try {
      await signInToAdmin(page, DEMO_EDITOR)

      // From the collection's list (the navigation has the same link) to the view, in French.
      await page.goto('/admin/collections/translations')
      // The menu's link is placed in its group once the page runs.
      await page.locator('.translations-side-by-side-nav').waitFor()
      expect(await page.locator('.translations-side-by-side-nav').count()).toBe(1)
      await page.getByRole('link', { name: /Voir les langues côte à côte/ }).click()
      await page.waitForURL(/\/admin\/collections\/translations\/side-by-side/, { timeout: 30_000 })
      await page
        .getByRole('heading', { name: 'Textes du site, langues côte à côte' })
        .waitFor({ timeout: 30_000 })
      expect(await page.locator('tr[data-key] textarea').count()).toBeGreaterThan(5)

      // "Missing in ru" keeps the keys without Russian; the search narrows to ours.
      await page.locator('select[name=missing]').selectOption('ru')
      await page.waitForURL(/missing=ru/)
      await page.locator('input[name=q]').fill(key)
      await page.locator('input[name=q]').press('Enter')
      await page.waitForURL(/q=e2e/)
      const row = page.locator(`tr[data-key="${key}"]`)
      await row.waitFor({ timeout: 30_000 })
      expect(await page.locator('tr[data-key]').count()).toBe(1)
      const ru = row.locator('textarea[data-lang=ru]')
      expect(await ru.getAttribute('data-missing')).toBe('true')
      expect(await row.locator('textarea[data-lang=fr]').getAttribute('data-missing')).toBe('false')
      expect(await row.locator('textarea[data-lang=fr]').inputValue()).toBe('Vue mer panoramique')

      // Written in place: leaving the field saves it, and the key leaves the "missing in ru" list.
      await ru.fill('Панорамный вид на море')
      await ru.press('Tab')
      await page
        .getByText(/Texte enregistré/)
        .first()
        .waitFor({ timeout: 30_000 })
      await expect
        .poll(() => page.locator(`tr[data-key="${key}"]`).count(), { timeout: 30_000 })
        .toBe(0)
      expect(await page.locator('.translations-side-by-side__count').textContent()).toBe('0 texte')

      // The public texts carry it (the public answers are re-read within a second of a change).
      await expect
        .poll(
          async () =>
            (await apiJson<Trads>('/web/1.0/trads')).data.find((t) => t.tr_key === key)?.tr_ru,
          { timeout: 15_000 },
        )
        .toBe('Панорамный вид на море')
    } finally {
      await context.close()
      await staff.delete('translations', { tr_key: key })
    }
  })
})
