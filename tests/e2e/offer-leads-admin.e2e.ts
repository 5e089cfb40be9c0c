import type { Field } from 'payload'
import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'

import type { Offer } from '@cms/payload-types'
import { DEMO_EDITOR, DEMO_STAFF } from '@cms/seed/demo-accounts'
import { adminFetch, staffInAdmin } from './admin-session'
import { createClient, staff } from './api'
import { baseUrl, useBrowserContexts } from './browser'
import { clientPage, poll } from './client-session'
import { useDemoCatalogue } from './demo-catalogue'
import { call, signIn } from '../helpers/http'
import { BROWSER } from '../helpers/viewed-offer'
import { readOutbox } from '@cms/domain/email/outbox-transport'
import { Offers } from '@cms/schema/collections/Offers'
import { MONACO_DISTRICTS } from '@cms/seed/data/places'

/*
 * Views and leads where staff decide, through the French admin: the offers list's figures after a
 * visitor's view (a robot's is not counted) and a visit request made on the site; sending an offer
 * to the clients whose saved searches it matches (preview, send, the mail in the outbox, a second
 * send that sends nothing); a message a signed-in client writes from an offer's card counted among
 * the offer's leads, and the offers the client viewed on the client's page; the offers list in
 * words; and the menu grouped by task, in the tasks' order, for an editor and an administrator.
 */
const { browser, contexts } = useBrowserContexts()
const { demo } = useDemoCatalogue()
const ROBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'

type Audience = {
  views7: number
  views30: number
  visits: number
  messages: number
  favourites: number
  alerts: number
}
const audience = async (page: Page, id: number | string) =>
  (await adminFetch<Audience>(page, 'GET', `/cms-api/offers/${id}/audience`)).body

/** The English labels of the offers' fields that differ in French: none may show to French staff. */
function englishLabels(fields: readonly Field[], found = new Set<string>()): Set<string> {
  for (const field of fields) {
    const label = ('label' in field ? field.label : undefined) as unknown
    const { en, fr } = (label && typeof label === 'object' ? label : {}) as Record<string, unknown>
    if (typeof en === 'string' && en !== fr) found.add(en)
    if ('fields' in field) englishLabels(field.fields, found)
    if (field.type === 'tabs') for (const tab of field.tabs) englishLabels(tab.fields, found)
  }
  return found
}
const ENGLISH_LABELS = englishLabels(Offers.fields)

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

  it('counts a message written from an offer’s card among its leads, and lists the offers a signed-in client viewed on the client’s page', async () => {
    const client = await createClient()
    const site = await clientPage(
      browser(),
      contexts,
      await signIn(baseUrl(), client.login, client.password),
      BROWSER,
    )
    // The client writes to the agency from the first card of the list.
    await site.goto('/offers/monaco/sales/types-all/pieces-all/budget-all/1')
    const card = site.locator('article.offer-card').first()
    const id = (await card.getAttribute('aria-labelledby'))!.replace('offer-', '')
    const name = (await card.locator('h2').textContent())!.trim()
    const [offer] = (await staff.find('offers', { id })) as Offer[]
    const page = await staffInAdmin(browser(), contexts, DEMO_EDITOR)
    const before = await audience(page, id)
    await card.getByRole('link', { name: 'Contact us' }).click()
    await poll(() => new URL(site.url()).search).toBe(`?offer=${offer.of_slug_fr}`)
    await site.getByText(`Your message is about “${name}”.`).waitFor()
    const form = site.getByRole('form', { name: 'Contact form' })
    await form.getByRole('textbox', { name: 'First name', exact: true }).fill('Jeanne')
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Client')
    await form.getByRole('textbox', { name: 'E-mail', exact: true }).fill(client.email)
    await form.getByRole('textbox', { name: 'Phone', exact: true }).fill('+377 99 99 99 99')
    await form.getByRole('combobox', { name: 'Country' }).selectOption('Monaco')
    await form.getByRole('textbox', { name: 'Message', exact: true }).fill('Is it still available?')
    const sent = site.waitForResponse(
      (r) => new URL(r.url()).pathname === '/web/1.0/contactus' && r.request().method() === 'POST',
    )
    await form.getByRole('button', { name: 'Send', exact: true }).click()
    expect((await sent).status()).toBe(200)
    await site.getByRole('dialog').filter({ hasText: 'Your message has been sent' }).waitFor()
    // The next message from this page is about nothing in particular.
    await poll(() => new URL(site.url()).search).toBe('')

    // The client then opens the offer's page itself, as from a mailed link (rendered by the server).
    const told = site.waitForResponse(
      (r) => new URL(r.url()).pathname === `/web/1.0/offers/${offer.of_slug_fr}/viewed`,
    )
    await site.goto(`/offers/details/${offer.of_slug_fr}`)
    expect(await (await told).json()).toEqual({ err: null, data: { counted: true } })

    // The offers list and the offer's page count the message.
    expect((await audience(page, id)).messages).toBe(before.messages + 1)
    await page.goto(
      `/admin/collections/offers?limit=25&where[of_ref][equals]=${encodeURIComponent(offer.of_ref ?? '')}`,
    )
    const leads = page.locator('tbody tr').first().locator('.offer-leads')
    await poll(() => leads.textContent()).toContain(
      before.messages + 1 > 1 ? `${before.messages + 1} messages` : '1 message',
    )
    await page.goto(`/admin/collections/offers/${id}`)
    const figures = page.locator('.offer-audience')
    await poll(() => figures.locator('.offer-audience__messages').textContent()).toBe(
      before.messages + 1 > 1
        ? `${before.messages + 1} messages de contact`
        : '1 message de contact',
    )
    await figures.scrollIntoViewIfNeeded()
    await page.screenshot({ path: 'test-results/screens/leads-offer-audience.png' })

    // The client's page: the offer viewed, with how many times and when.
    await page.goto(`/admin/collections/contacts/${client.id}`)
    await page.getByRole('button', { name: 'Suivi', exact: true }).click()
    const viewed = page.locator('.viewed-offers')
    await viewed.getByRole('heading', { name: 'Offres consultées' }).waitFor()
    const item = viewed.locator('.viewed-offers__item')
    await poll(() => item.count()).toBe(1)
    const today = new Intl.DateTimeFormat('fr-FR', {
      dateStyle: 'long',
      timeZone: 'Europe/Monaco',
    }).format(new Date())
    expect(await item.textContent()).toContain(`${offer.of_ref} · `)
    expect(await item.textContent()).toContain(`1 fois, dernière fois le ${today}`)
    expect(await item.locator('a').getAttribute('href')).toBe(`/admin/collections/offers/${id}`)
    await viewed.scrollIntoViewIfNeeded()
    await page.screenshot({ path: 'test-results/screens/clients-follow-up-viewed.png' })
  }, 180_000)

  it('writes the offers list in words: places by their names, languages by theirs, every label in French', async () => {
    const page = await staffInAdmin(browser(), contexts, DEMO_EDITOR)
    await page.goto('/admin/collections/offers?limit=25&where[of_city][equals]=MONACO')
    const rows = page.locator('tbody tr')
    await rows.first().waitFor()
    const cities = await page.locator('tbody .offer-city').allTextContents()
    expect(cities.length).toBeGreaterThan(0)
    expect(new Set(cities)).toEqual(new Set(['Monaco']))
    // Monaco's districts by their tiles' French names ("Monte-Carlo", "La Condamine"), never their slugs.
    const districts = await page.locator('tbody .offer-district').allTextContents()
    expect(districts.length).toBeGreaterThan(0)
    const names = new Set(MONACO_DISTRICTS.map((d) => d.names.fr))
    expect(districts.filter((d) => d !== '—' && !names.has(d))).toEqual([])

    const tools = page.locator('.offer-list-tools')
    const filters = await tools.locator('a').allTextContents()
    for (const language of ['français', 'anglais', 'espagnol', 'russe', 'italien'])
      expect(filters).toContain(`Sans ${language}`)
    expect(filters.join(' ')).not.toMatch(/\b(fr|en|sp|ru|it)\b/)
    for (const text of await page.locator('tbody .offer-languages').allTextContents())
      expect(text).toMatch(/^(Les cinq langues|Sans [a-zçé]+(, [a-zçé]+)*)$/)

    await page.screenshot({ path: 'test-results/screens/leads-offers-list-in-words.png' })

    // Every column the list offers reads French (Payload's column picker).
    const head = await page.locator('thead').textContent()
    for (const label of [
      'Photo',
      'Référence',
      'Prix',
      'Statut',
      'Vues 7 j / 30 j',
      'Contacts',
      'Langues',
      'Ville',
      'Quartier',
    ])
      expect(head).toContain(label)
    await page.getByRole('button', { name: 'Colonnes' }).click()
    const pills = page.locator('.pill-selector__pill')
    await poll(() => pills.count()).toBeGreaterThan(10)
    const columns = await pills.allTextContents()
    expect(columns.filter((c) => ENGLISH_LABELS.has(c.trim()) || /_|^Of /.test(c))).toEqual([])
    await page.screenshot({ path: 'test-results/screens/leads-offers-columns.png' })
  }, 120_000)

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
    // In the order of the day's tasks, as they show from the top of the menu.
    expect(await groups(editor)).toEqual(['Offres', 'Clients', 'Site', 'Réglages'])
    expect(await editor.locator('nav').first().textContent()).not.toContain('Offres vues par')
    expect(await editor.locator('#nav-group-Clients .agency-nav__demand').count()).toBe(1)
    // Editors import the portals' feeds and read the reports: with the offers, not hidden.
    expect(await editor.locator('#nav-group-Offres').textContent()).toContain('Imports de flux')
    const admin = await staffInAdmin(browser(), contexts, DEMO_STAFF)
    await admin.goto('/admin')
    expect(await groups(admin)).toEqual(['Offres', 'Clients', 'Site', 'Réglages', 'Technique'])
    const technical = await admin.locator('#nav-group-Technique').textContent()
    for (const entry of [
      'Vues des offres',
      'Offres vues par les clients',
      'File des mails',
      'Mails',
    ])
      expect(technical).toContain(entry)
    await admin.screenshot({ path: 'test-results/screens/leads-menu-admin.png', fullPage: false })
  })
})
