import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, inject, it } from 'vitest'

import type { Client, Offer } from '@cms/payload-types'
import { DEMO_CLIENT, DEMO_STAFF } from '@cms/seed/demo-accounts'
import { signIn } from '../helpers/http'
import { staffInAdmin } from './admin-session'
import { firstOfferForSale, staff, waitingVisit } from './api'
import { baseUrl, waitForHydration } from './browser'
import { NO_OUTBOX, poll, useClientPages, waitForMail } from './client-session'

/*
 * Clients in the French admin as a negotiator uses them: a client invited with an address and a
 * name only, who then chooses a login and a password on the site; a client's page with what the
 * negotiator calls about (visit requests, saved searches and the offers they find today).
 */
const { browser, contexts } = useClientPages()
let offer: { id: Offer['id']; slug: string }

beforeAll(async () => {
  const found = await firstOfferForSale()
  offer = { id: found.of_id as Offer['id'], slug: found.of_slug_fr }
})

/** Records every Content-Security-Policy violation the page's documents report. */
async function watchPolicy(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { cspViolations: string[] }).cspViolations = seen
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI}`),
    )
  })
  const console: string[] = []
  page.on('console', (m) => /Content Security Policy/i.test(m.text()) && console.push(m.text()))
  return async () => [
    ...console,
    ...(await page.evaluate(
      () => (window as unknown as { cspViolations?: string[] }).cspViolations ?? [],
    )),
  ]
}

/** A site page in French, as an invited French client opens the mailed link. */
async function frenchVisitor() {
  const context = await browser().newContext({
    viewport: { width: 1280, height: 900 },
    locale: 'fr-FR',
    baseURL: baseUrl(),
  })
  contexts.push(context)
  context.setDefaultTimeout(30_000)
  // Its pages are used once they run: a form sent before would go without the page's checks.
  return waitForHydration(await context.newPage())
}

/** Fills the activation form the mailed link opened and sends it. */
async function activate(page: Page, login: string, password: string) {
  const main = page.locator('main')
  await main.getByLabel(/^Identifiant/).fill(login)
  await main.getByLabel(/^Mot de passe/).fill(password)
  await main.getByLabel(/^Confirmez le mot de passe/).fill(password)
  await main.getByRole('button', { name: 'Activer mon espace' }).click()
}

describe('a client invited from the admin', () => {
  it('is invited with an address and a name only, chooses a login and a password from the mail, and signs in', async ({
    skip,
  }) => {
    skip(!inject('e2eOutboxDir'), NO_OUTBOX)
    const admin = await staffInAdmin(browser(), contexts, DEMO_STAFF)
    const violations = await watchPolicy(admin)
    const run = Date.now().toString(36)
    const email = `helene.${run}@example.com`
    const since = Date.now()

    await admin.goto('/admin/collections/contacts/create')
    await admin.getByRole('heading', { level: 1, name: 'Inviter un client' }).waitFor()
    // Nothing to make up: no login nor password field for staff.
    expect(await admin.locator('#field-username, #field-password').count()).toBe(0)
    await admin.waitForLoadState('networkidle')
    await admin.screenshot({ path: 'test-results/screens/clients-invitation-form.png' })
    // Sent without a name: the form says what is missing and sends nothing.
    await admin.locator('#field-email').fill(email)
    await admin.getByRole('button', { name: 'Envoyer l’invitation' }).click()
    await poll(() => admin.locator('#invite-name-error').textContent()).toBe(
      'Ce champ est obligatoire.',
    )
    await admin.locator('#field-co_firstname').fill('Hélène')
    await admin.locator('#field-co_name').fill('Moreau')
    // An address a client already has is refused at its field, and nobody is mailed.
    await admin.locator('#field-email').fill(DEMO_CLIENT.email)
    await admin.getByRole('button', { name: 'Envoyer l’invitation' }).click()
    await poll(() => admin.locator('#invite-email-error').textContent()).toBe(
      'Un client avec cette adresse e-mail existe déjà : ouvrez sa fiche pour l’inviter.',
    )
    expect(new URL(admin.url()).pathname).toBe('/admin/collections/contacts/create')
    await admin.locator('#field-email').fill(email)
    await admin.getByRole('button', { name: 'Envoyer l’invitation' }).click()
    await poll(() =>
      /\/admin\/collections\/contacts\/\d+$/.test(new URL(admin.url()).pathname),
    ).toBe(true)
    const id = new URL(admin.url()).pathname.split('/').pop()
    const [invited] = (await staff.find('contacts', { id: id! })) as Client[]
    expect(invited).toMatchObject({
      email,
      co_firstname: 'Hélène',
      co_name: 'Moreau',
      co_type: 'user',
    })

    // The client's page: its type a labelled choice, its preferences a plain editor, nothing blocked.
    await admin.getByText('Utilisateur (peut se connecter au site)').first().waitFor()
    const preferences = admin.locator('textarea#field-co_preferences')
    await poll(async () => JSON.parse((await preferences.inputValue()) || '{}')).toEqual({
      lang: 'fr',
    })
    await admin.waitForLoadState('networkidle')
    expect(await violations()).toEqual([])

    // The mail: a link to the site's activation page with the code.
    const mail = await waitForMail(email, since)
    expect(mail.text).toContain('Bonjour Hélène,')
    const link = new URL(/https?:\/\/\S+\/subscribe\?code=[0-9A-Z-]+/.exec(mail.text)![0])
    const site = await frenchVisitor()
    await site.goto(link.pathname + link.search)
    expect(
      await site
        .locator('main')
        .getByLabel(/^Code d'activation/)
        .inputValue(),
    ).toBe(link.searchParams.get('code'))
    // A login the rules refuse is explained and spends nothing.
    await activate(site, 'hélène moreau', 'Choisi-par-Helene-1')
    await poll(() =>
      site
        .getByText("L'identifiant ne peut contenir que des lettres sans accent")
        .first()
        .isVisible(),
    ).toBe(true)
    await site.keyboard.press('Escape')
    const login = `helene.${run}`
    await activate(site, login, 'Choisi-par-Helene-1')
    await poll(() => site.getByText('Vous êtes connecté').first().isVisible()).toBe(true)
    await poll(() => new URL(site.url()).pathname).toBe('/')
    expect((await signIn(baseUrl(), login, 'Choisi-par-Helene-1')).data.co_id).toBe(invited.id)

    // The same link again: spent, and said so.
    const again = await frenchVisitor()
    await again.goto(link.pathname + link.search)
    await activate(again, `autre.${run}`, 'Un-autre-mot-de-passe-1')
    await poll(() =>
      again.getByText("Ce code d'activation n'est pas valable").first().isVisible(),
    ).toBe(true)
  }, 180_000)
})

describe('a client’s page in the admin', () => {
  it('shows the client’s visit requests in French dates, saved searches and the offers they find today', async () => {
    const [client] = (await staff.find('contacts', { username: DEMO_CLIENT.username })) as Client[]
    await waitingVisit(client.id, offer.id, '2031-04-01', '2031-04-03')
    const admin = await staffInAdmin(browser(), contexts, DEMO_STAFF)
    const violations = await watchPolicy(admin)
    await admin.goto(`/admin/collections/contacts/${client.id}`)
    await admin.getByRole('button', { name: 'Suivi', exact: true }).click()

    const searches = admin.locator('.client-searches')
    await searches
      .getByRole('heading', { name: 'Recherches enregistrées et offres correspondantes' })
      .waitFor()
    // The demo client's two searches: instant alerts for a sale in Monaco, a weekly digest of rentals.
    const items = searches.locator('.client-searches__item')
    await poll(() => items.count()).toBe(2)
    const texts = await items.allTextContents()
    expect(texts.join('\n')).toMatch(/Vente · .*Monaco/)
    expect(texts.join('\n')).toMatch(/Alerte immédiate/)
    expect(texts.join('\n')).toMatch(/Alerte hebdomadaire/)
    // Each says how many published offers it finds today, and names the first ones with links.
    for (const text of texts)
      expect(text).toMatch(/offres? publiées? correspond|Aucune offre publiée ne correspond/)
    const sale = items.filter({ hasText: 'Alerte immédiate' })
    expect(await sale.locator('a[href*="/admin/collections/offers/"]').count()).toBeGreaterThan(0)

    // The visit requests, with their dates as French staff read them.
    await poll(() => admin.getByText('1 avril 2031').first().isVisible()).toBe(true)
    await admin.screenshot({ path: 'test-results/screens/clients-client-page.png', fullPage: true })
    expect(await violations()).toEqual([])

    // The visit requests' list: searched by the client's name, dates in French.
    await admin.goto(`/admin/collections/actions?search=${encodeURIComponent(DEMO_CLIENT.name)}`)
    const rows = admin.locator('tbody tr')
    await poll(() => rows.filter({ hasText: '1 avril 2031' }).count()).toBeGreaterThan(0)
    // Every request found is the client's (its cell names the client once loaded).
    await poll(() => rows.filter({ hasNotText: DEMO_CLIENT.username }).count()).toBe(0)
    await admin.screenshot({ path: 'test-results/screens/clients-visit-requests.png' })
  })
})
