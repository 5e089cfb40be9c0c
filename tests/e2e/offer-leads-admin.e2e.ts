import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'

import { DEMO_EDITOR, DEMO_STAFF } from '../../cms/seed/demo-accounts'
import { adminFetch, staffInAdmin } from './admin-session'
import { createClient, staff } from './api'
import { baseUrl, useBrowserContexts } from './browser'
import { poll } from './client-session'
import { useDemoCatalogue } from './demo-catalogue'
import { call } from '../helpers/http'
import { BROWSER } from '../helpers/viewed-offer'
import { readOutbox } from '../../cms/email/outbox-transport'

/*
 * Views and leads where staff decide, through the French admin: the offers list's figures after a
 * visitor's view (a robot's is not counted) and a visit request made on the site; sending an offer
 * to the clients whose saved searches it matches (preview, send, the mail in the outbox, a second
 * send that sends nothing); and the menu grouped by task, for an editor and an administrator.
 */
const { browser, contexts } = useBrowserContexts()
const { demo } = useDemoCatalogue()
const ROBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'

type Audience = {
  views7: number
  views30: number
  visits: number
  favourites: number
  alerts: number
}
const audience = async (page: Page, id: number | string) =>
  (await adminFetch<Audience>(page, 'GET', `/cms-api/offers/${id}/audience`)).body

describe('views and leads in the admin', () => {
  it('shows an offer’s views and visit requests in the offers list, a robot’s view not counted', async () => {
    const offer = demo('sale', (o) => o.of_sell === true)
    const page = await staffInAdmin(browser(), contexts, DEMO_EDITOR)
    const before = await audience(page, offer.of_id)
    expect(before).toEqual(
      expect.objectContaining({ views7: expect.any(Number), visits: expect.any(Number) }),
    )

    // A robot, then a visitor, open the offer's page on the site.
    const robot = await browser().newContext({ userAgent: ROBOT, baseURL: baseUrl() })
    contexts.push(robot)
    expect(
      (await (await robot.newPage()).goto(`/offers/details/${offer.of_slug_fr}`))?.status(),
    ).toBe(200)
    // A visitor's browser (headless Chromium names itself as such, which the counter takes for a robot).
    const visitor = await browser().newContext({
      userAgent: BROWSER,
      baseURL: baseUrl(),
      locale: 'fr-FR',
    })
    contexts.push(visitor)
    const visitorPage = await visitor.newPage()
    await visitorPage.goto(`/offers/details/${offer.of_slug_fr}?lang=fr`)
    // A client asks for a visit through the site's API.
    const client = await createClient()
    const signIn = await call(baseUrl(), 'POST', '/web/1.0/signin', {
      co_login: client.login,
      co_password: client.password,
    })
    const token = String(signIn.body.accesstoken)
    const ask = await call(
      baseUrl(),
      'POST',
      '/web/1.0/ask',
      { date_start: '2030-05-01', date_end: '2030-05-03', offer: offer.of_slug_fr },
      token,
    )
    expect(ask.status, JSON.stringify(ask.body)).toBe(200)

    await expect
      .poll(async () => (await audience(page, offer.of_id)).views7, {
        timeout: 90_000,
        interval: 500,
      })
      .toBe(before.views7 + 1)
    const after = await audience(page, offer.of_id)
    expect(after.views30).toBe(before.views30 + 1)
    expect(after.visits).toBe(before.visits + 1)

    await page.goto(
      `/admin/collections/offers?limit=25&where[of_ref][equals]=${encodeURIComponent(offer.of_ref ?? '')}`,
    )
    const row = page.locator('tbody tr').first()
    await poll(() => row.locator('.offer-views').textContent()).toBe(
      `${after.views7} / ${after.views30}`,
    )
    expect(await row.locator('.offer-leads').textContent()).toContain(`${after.visits} visite`)
    expect(await page.locator('thead').textContent()).toContain('Vues 7 j / 30 j')
    await page.goto('/admin/collections/offers?limit=10')
    await page.locator('.offer-views').first().waitFor()
    await page.screenshot({ path: 'test-results/screens/leads-offers-list.png', fullPage: false })
  }, 180_000)

  it('sends an offer to the clients whose saved search it matches, once', async () => {
    const offer = demo('sale', (o) => o.of_sell === true)
    const client = await createClient()
    await staff.update('contacts', client.id, { co_email_verified: true })
    const signIn = await call(baseUrl(), 'POST', '/web/1.0/signin', {
      co_login: client.login,
      co_password: client.password,
    })
    const saved = await call(
      baseUrl(),
      'POST',
      '/web/1.0/searches',
      { filter: { sale: true }, frequency: 'weekly', lang: 'fr' },
      String(signIn.body.accesstoken),
    )
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)

    const page = await staffInAdmin(browser(), contexts, DEMO_EDITOR)
    await page.goto(`/admin/collections/offers/${offer.of_id}`)
    const since = Date.now()
    await page.getByRole('button', { name: 'Envoyer ce bien aux clients intéressés' }).click()
    const preview = page.locator('.send-to-matching__preview')
    const mine = preview.locator('.send-to-matching__recipient').filter({ hasText: client.email })
    await mine.waitFor()
    await mine.locator('summary').click()
    await page.screenshot({ path: 'test-results/screens/leads-send-preview.png', fullPage: false })
    expect(await mine.locator('summary').textContent()).toContain(
      'Un nouveau bien correspond à votre recherche',
    )
    expect(await mine.locator('.send-to-matching__body').textContent()).toContain(
      `/offers/details/${offer.of_slug_fr}`,
    )

    await preview.getByRole('button', { name: /^Envoyer (le mail|les \d+ mails)$/ }).click()
    await poll(() => preview.locator('.send-to-matching__outcome').textContent()).toMatch(
      /mails? envoyés?\./,
    )
    // The mail queue runs every 30 s.
    await expect
      .poll(
        () =>
          readOutbox(inject('e2eOutboxDir') ?? '').filter(
            (m) => m.to === client.email && Date.parse(m.date) >= since,
          ).length,
        {
          timeout: 90_000,
          interval: 1000,
        },
      )
      .toBe(1)
    const [mail] = readOutbox(inject('e2eOutboxDir') ?? '').filter((m) => m.to === client.email)
    expect(mail.text).toContain(`/offers/details/${offer.of_slug_fr}`)

    // Again: nothing goes, and the screen says so.
    await page.reload()
    await page.getByRole('button', { name: 'Envoyer ce bien aux clients intéressés' }).click()
    await preview
      .locator('.send-to-matching__recipient')
      .filter({ hasText: client.email })
      .locator('.send-to-matching__already')
      .waitFor()
    const again = await adminFetch<{ sent: number }>(
      page,
      'POST',
      `/cms-api/offers/${offer.of_id}/send-to-matching`,
    )
    expect(again).toEqual({ status: 200, body: expect.objectContaining({ sent: 0 }) })
  }, 120_000)

  it('groups the menu by task, the technical records for administrators only', async () => {
    const groups = async (page: Page) => page.locator('.nav-group__label').allTextContents()
    const editor = await staffInAdmin(browser(), contexts, DEMO_EDITOR)
    await editor.goto('/admin')
    expect((await groups(editor)).sort()).toEqual(['Clients', 'Offres', 'Réglages', 'Site'])
    expect(await editor.locator('#nav-group-Clients .agency-nav__demand').count()).toBe(1)
    // Editors import the portals' feeds and read the reports: with the offers, not hidden.
    expect(await editor.locator('#nav-group-Offres').textContent()).toContain('Imports de flux')
    const admin = await staffInAdmin(browser(), contexts, DEMO_STAFF)
    await admin.goto('/admin')
    expect((await groups(admin)).sort()).toEqual([
      'Clients',
      'Offres',
      'Réglages',
      'Site',
      'Technique',
    ])
    const technical = await admin.locator('#nav-group-Technique').textContent()
    for (const entry of ['Vues des offres', 'File des mails', 'Mails'])
      expect(technical).toContain(entry)
    await admin.screenshot({ path: 'test-results/screens/leads-menu-admin.png', fullPage: false })
  })
})
