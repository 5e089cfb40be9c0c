import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { expectAccessible, launchBrowser, newVisitor } from './browser'

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

describe('languages', () => {
  it('the menu switches language and the choice persists across visits', async () => {
    const { context, page } = await newVisitor(browser)
    await page.goto('/')
    await page.getByRole('button', { name: /^Language/ }).click()
    await page.getByRole('button', { name: 'Français' }).click()
    const nav = page.getByRole('navigation', { name: 'Navigation principale' })
    await expect.poll(() => nav.getByRole('link', { name: 'Accueil' }).isVisible()).toBe(true)
    expect(
      await page.evaluate(() => [
        localStorage.getItem('belsunce_lang'),
        document.documentElement.lang,
      ]),
    ).toEqual(['fr', 'fr'])
    await page.reload()
    await expect.poll(() => nav.getByRole('link', { name: 'Accueil' }).isVisible()).toBe(true)
    await page.goto('/contact')
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Nous contacter')
    await context.close()
  })

  it('?lang= accepts the two languages the menu does not offer', async () => {
    const { context, page } = await newVisitor(browser)
    await page.goto('/contact?lang=it')
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Ci contatti')
    await page.goto('/contact?lang=sp')
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Contáctenos')
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es')
    await page.goto('/contact?lang=xx')
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Contáctenos')
    await context.close()
  })
})

describe('contact form', () => {
  it('lists the missing fields, then sends, confirms and resets', async () => {
    const { context, page } = await newVisitor(browser)
    await page.goto('/contact?lang=fr')
    await page.getByRole('button', { name: 'Envoyer' }).click()
    const dialog = page.getByRole('dialog')
    await expect.poll(() => dialog.getByRole('heading').textContent()).toBe('Erreur')
    const text = await dialog.textContent()
    expect(text).toContain('Vous devez remplir les champs')
    // The robot check solves itself: it is never among the fields to fill.
    for (const field of ['Prénom', 'Nom', 'E-mail', 'Téléphone', 'Pays', 'Message'])
      expect(text).toContain(field)
    expect(text).not.toContain('Vérification anti-robot')
    await dialog.getByRole('button', { name: 'OK' }).click()
    await expect.poll(() => dialog.count()).toBe(0)
    await expectAccessible(page, 'contact')

    await page.getByRole('textbox', { name: 'Prénom', exact: true }).fill('Anna')
    await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Rossi')
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('anna.rossi@example.com')
    await page.getByRole('textbox', { name: 'Téléphone', exact: true }).fill('+377 93 00 00 00')
    await page.getByRole('combobox', { name: 'Pays', exact: true }).selectOption('Italie')
    await page
      .getByRole('textbox', { name: 'Message', exact: true })
      .fill('Bonjour, je cherche un trois pièces à Fontvieille.')
    await expect
      .poll(() => page.locator('altcha-widget [data-state]').first().getAttribute('data-state'), {
        timeout: 20_000,
      })
      .toBe('verified')
    const spent = await page.locator('altcha-widget input[name="altcha"]').inputValue()
    await page.getByRole('button', { name: 'Envoyer' }).click()
    await expect
      .poll(() => dialog.getByRole('heading').textContent(), { timeout: 15_000 })
      .toBe('Confirmation')
    expect(await dialog.textContent()).toContain('Votre message a bien été envoyé')
    await dialog.getByRole('button', { name: 'OK' }).click()
    expect(await page.getByRole('textbox', { name: 'Prénom', exact: true }).inputValue()).toBe('')
    expect(await page.getByRole('textbox', { name: 'Message', exact: true }).inputValue()).toBe('')
    // The spent solution is dropped and a new one worked out.
    await expect
      .poll(() => page.locator('altcha-widget input[name="altcha"]').inputValue(), {
        timeout: 20_000,
      })
      .not.toBe(spent)
    await context.close()
  })

  it('shows the failure dialog when the message cannot be sent', async () => {
    const { context, page } = await newVisitor(browser)
    await page.goto('/contact?lang=fr')
    await page.getByRole('textbox', { name: 'Prénom', exact: true }).fill('Anna')
    await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Rossi')
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('anna.rossi@example.com')
    await page.getByRole('textbox', { name: 'Téléphone', exact: true }).fill('0600000000')
    await page.getByRole('combobox', { name: 'Pays', exact: true }).selectOption('France')
    await page.getByRole('textbox', { name: 'Message', exact: true }).fill('Bonjour')
    await expect
      .poll(() => page.locator('altcha-widget [data-state]').first().getAttribute('data-state'), {
        timeout: 20_000,
      })
      .toBe('verified')
    // The connection drops as the form is sent.
    await page.route('**/web/1.0/contactus', (route) => route.abort('connectionreset'))
    await page.getByRole('button', { name: 'Envoyer' }).click()
    const dialog = page.getByRole('dialog')
    await expect.poll(() => dialog.getByRole('heading').textContent()).toBe('Erreur')
    expect(await dialog.textContent()).toContain(
      "Une erreur est survenue, votre message n'a pas pu être envoyé",
    )
    expect(await page.getByRole('textbox', { name: 'Prénom', exact: true }).inputValue()).toBe(
      'Anna',
    )
    await context.close()
  })
})

describe('cookie banner', () => {
  it('shows until accepted, then sets belsunce_allertcookie=ok for 100 days', async () => {
    const { context, page } = await newVisitor(browser, 'desktop', { acceptCookies: false })
    await page.goto('/')
    const banner = page.getByRole('region', { name: 'Cookies and privacy' })
    await expect.poll(() => banner.isVisible()).toBe(true)
    await banner.getByRole('button', { name: 'I accept' }).click()
    await expect.poll(() => banner.count()).toBe(0)
    const cookie = (await context.cookies()).find((c) => c.name === 'belsunce_allertcookie')
    expect(cookie?.value).toBe('ok')
    const days = (cookie!.expires - Date.now() / 1000) / 86_400
    expect(days).toBeGreaterThan(99.9)
    expect(days).toBeLessThan(100.1)
    await page.reload()
    await page.getByRole('form', { name: 'Find a property' }).waitFor()
    expect(await banner.count()).toBe(0)
    await context.close()
  })
})

describe('content pages', () => {
  it.each([
    ['/agence', 'The agency'],
    ['/partners', 'Our partners'],
    ['/sitemap', 'Site map'],
    ['/legalnotice', 'Mentions légales'],
    ['/login', 'Client area'],
  ])(
    '%s has its title, description and no serious accessibility problem',
    async (path, heading) => {
      const { context, page } = await newVisitor(browser)
      await page.goto(path)
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(heading)
      expect(await page.title()).toBe(`${heading} · Belsunce Immobilier`)
      expect(await page.locator('meta[name="description"]').getAttribute('content')).not.toBe('')
      await expectAccessible(page, path)
      await context.close()
    },
  )

  it('every navigation scrolls to the top', async () => {
    const { context, page } = await newVisitor(browser)
    await page.setViewportSize({ width: 1440, height: 400 })
    await page.goto('/agence')
    await page.getByRole('heading', { level: 1 }).waitFor()
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
    await page.getByRole('contentinfo').getByRole('link', { name: 'Partners' }).click()
    await page.waitForURL('**/partners')
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await context.close()
  })
})
