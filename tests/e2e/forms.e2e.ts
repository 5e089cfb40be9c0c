import type { BrowserContext, Locator, Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { defaultDeposit, estimateAcquisition, simulateMortgage } from '@contract/purchase-cost'
import { formatEurosCents } from '@contract/format-amount'

import { signIn } from '../helpers/http'
import { createClient } from './api'
import { useDemoCatalogue } from './demo-catalogue'
import { baseUrl, expectAccessible, useBrowser, newVisitor } from './browser'
import { clientPage, poll } from './client-session'
import { plain } from './list-page'

const browser = useBrowser()

const catalogue = useDemoCatalogue()
const { demo } = catalogue

/** The message a field is described by (its inline error), as a screen reader reads it with the field. */
const describedText = (field: Locator) =>
  field.evaluate((el) =>
    (el.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  )
const focusedName = (page: Page) =>
  page.evaluate(
    () =>
      (document.activeElement as HTMLInputElement | null)?.labels?.[0]?.textContent
        ?.replace('*', '')
        .trim() ?? document.activeElement?.tagName,
  )
/** The robot check as the visitor sees it: every widget, placeholder or labelled box of it that is rendered visible. */
const robotCheckShown = (page: Page) =>
  page
    .locator('altcha-widget, .field--altcha, .altcha-placeholder')
    .evaluateAll((els) =>
      els
        .filter((el) => el.checkVisibility({ visibilityProperty: true, opacityProperty: true }))
        .map((el) => el.outerHTML.slice(0, 80)),
    )
const widgetState = (page: Page) =>
  page
    .locator('altcha-widget')
    .evaluate(
      (el) => (el as HTMLElement & { getState?: () => string }).getState?.() ?? 'not loaded',
    )

async function closeDialog(page: Page) {
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click()
  await expect.poll(() => page.getByRole('dialog').count()).toBe(0)
}

describe('inline errors', () => {
  it('the contact form keeps its dialog, marks every missing field and brings focus to the first', async () => {
    const { context, page } = await newVisitor(browser(), 'phone')
    await page.goto('/contact?lang=fr')
    await page.getByRole('button', { name: 'Envoyer' }).click()
    const dialog = page.getByRole('dialog')
    await expect.poll(() => dialog.textContent()).toContain('Vous devez remplir les champs')
    await closeDialog(page)

    for (const name of ['Prénom', 'Nom', 'E-mail', 'Téléphone', 'Message']) {
      const field = page.getByRole('textbox', { name, exact: true })
      expect(await field.getAttribute('aria-invalid'), name).toBe('true')
      expect(await describedText(field), name).toBe('Obligatoire')
    }
    expect(await page.getByRole('combobox', { name: 'Pays' }).getAttribute('aria-invalid')).toBe(
      'true',
    )
    expect(await focusedName(page)).toBe('Prénom')

    // A field fixed loses its mark; a malformed e-mail is marked with its own message.
    await page.getByRole('textbox', { name: 'Prénom', exact: true }).fill('Anna')
    expect(
      await page.getByRole('textbox', { name: 'Prénom', exact: true }).getAttribute('aria-invalid'),
    ).toBeNull()
    await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Rossi')
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('anna')
    await page.getByRole('textbox', { name: 'Téléphone', exact: true }).fill('0600000000')
    await page.getByRole('combobox', { name: 'Pays' }).selectOption('France')
    await page.getByRole('textbox', { name: 'Message', exact: true }).fill('Bonjour')
    await page.getByRole('button', { name: 'Envoyer' }).click()
    await expect.poll(() => dialog.textContent()).toContain('Indiquer un email valide')
    await closeDialog(page)
    expect(await describedText(page.getByRole('textbox', { name: 'E-mail', exact: true }))).toBe(
      'Indiquer un email valide',
    )
    expect(await focusedName(page)).toBe('E-mail')
    await expectAccessible(page, 'contact form with inline errors')
    await context.close()
  })

  it('the visit request marks its missing fields, civility first, and reads its dates as an availability for a sale', async () => {
    const sale = demo('sale', (o) => o.of_sell)
    const { context, page } = await newVisitor(browser(), 'phone')
    await page.goto(`/offers/details/${sale.of_slug_fr}?lang=fr`)
    const form = page.getByRole('form', { name: 'Demander une visite' })
    const dates = form.getByRole('group', { name: 'Vos disponibilités pour la visite' })
    expect(await dates.getByRole('textbox', { name: 'Disponible du' }).count()).toBe(1)
    expect(await dates.getByRole('textbox', { name: 'au', exact: true }).count()).toBe(1)

    await form.getByRole('button', { name: 'Envoyer ma demande' }).click()
    const dialog = page.getByRole('dialog')
    await expect.poll(() => dialog.textContent()).toContain('Vous devez remplir les champs')
    const listed = await dialog.textContent()
    for (const name of [
      'Civilité',
      'Prénom',
      'Nom',
      'E-mail',
      'Téléphone',
      'Pays',
      'Début de vos disponibilités',
      'Fin de vos disponibilités',
    ])
      expect(listed).toContain(name)
    await closeDialog(page)

    expect(
      await form.getByRole('radiogroup', { name: 'Civilité' }).getAttribute('aria-invalid'),
    ).toBe('true')
    expect(
      await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name),
    ).toBe('civility')
    // Each field says what it wants, in its own words.
    for (const [name, message] of [
      ['Prénom', 'Indiquez votre prénom'],
      ['Disponible du', 'Indiquez le début de vos disponibilités'],
    ]) {
      const field = form.getByRole('textbox', { name, exact: true })
      expect(await field.getAttribute('aria-invalid'), name).toBe('true')
      expect(await describedText(field), name).toBe(message)
    }
    await form.scrollIntoViewIfNeeded()
    await expectAccessible(page, 'visit request with inline errors')
    await context.close()
  }, 120_000)

  it('a rental asks for the entry and exit dates', async () => {
    const rental = demo('rental only', (o) => o.of_rent && !o.of_sell)
    const { context, page } = await newVisitor(browser())
    await page.goto(`/offers/details/${rental.of_slug_fr}?lang=fr`)
    const dates = page.getByRole('group', { name: 'Dates de location souhaitées' })
    expect(await dates.getByRole('textbox', { name: "Date d'entrée" }).count()).toBe(1)
    expect(await dates.getByRole('textbox', { name: 'Date de sortie' }).count()).toBe(1)
    await context.close()
  })
})

describe('robot check', () => {
  it.each([
    ['fr', 'Prénom', 'Je ne suis pas un robot', 'Vérifié'],
    ['ru', 'Имя', 'Я не робот', 'Проверено'],
  ])(
    'speaks the page language (%s) and solves itself without a tick',
    async (lang, firstField, label, verified) => {
      const { context, page } = await newVisitor(browser())
      await page.goto(`/contact?lang=${lang}`)
      await page.getByRole('textbox', { name: firstField, exact: true }).focus()
      await expect.poll(() => widgetState(page), { timeout: 20_000 }).toBe('verified')
      const text = plain(await page.locator('altcha-widget').textContent())
      expect(text).toContain(verified)
      expect(text).not.toMatch(/I'm not a robot|Verified/)
      expect(await page.locator('altcha-widget input[name="altcha"]').inputValue()).not.toBe('')
      await page
        .locator('altcha-widget')
        .evaluate((el) => (el as HTMLElement & { reset: () => void }).reset())
      expect(plain(await page.locator('altcha-widget').textContent())).toContain(label)
      await context.close()
    },
  )
})

describe('robot check for a signed-in client', () => {
  const contexts: BrowserContext[] = []
  afterAll(async () => {
    for (const c of contexts) await c.close().catch(() => undefined)
  })

  it('is never shown: the visit request asks only the dates and is sent', async () => {
    const sale = demo('sale', (o) => o.of_sell)
    const client = await createClient()
    const page = await clientPage(
      browser(),
      contexts,
      await signIn(baseUrl(), client.login, client.password),
    )
    await page.goto(`/offers/details/${sale.of_slug_fr}`)
    const form = page.getByRole('form', { name: 'Ask for a visit' })
    // Signed in: no contact details to give, only the dates.
    await poll(() => form.getByRole('textbox', { name: 'First name' }).count()).toBe(0)
    const year = new Date().getFullYear() + 1
    await form.getByRole('textbox', { name: 'Available from' }).pressSequentially(`0109${year}`)
    await form.getByRole('textbox', { name: 'to', exact: true }).pressSequentially(`1509${year}`)
    expect(await robotCheckShown(page), 'the robot check on the visit form').toEqual([])
    expect(await page.getByRole('group', { name: 'Robot check' }).count()).toBe(0)

    const asked = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/web/1.0/ask' && r.request().method() === 'POST',
    )
    await form.getByRole('button', { name: 'Send my request' }).click()
    expect((await asked).status()).toBe(200)
    await poll(() =>
      page.getByRole('dialog').filter({ hasText: 'Your request has been sent' }).isVisible(),
    ).toBe(true)
    expect(await robotCheckShown(page), 'the robot check once the request is sent').toEqual([])
  })

  it('is never shown on the contact form, which is sent all the same', async () => {
    const client = await createClient()
    const page = await clientPage(
      browser(),
      contexts,
      await signIn(baseUrl(), client.login, client.password),
    )
    await page.goto('/contact')
    const form = page.getByRole('form', { name: 'Contact form' })
    await form.getByRole('textbox', { name: 'First name', exact: true }).fill('Jeanne')
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Client')
    await form.getByRole('textbox', { name: 'E-mail', exact: true }).fill(client.email)
    await form.getByRole('textbox', { name: 'Phone', exact: true }).fill('+377 99 99 99 99')
    await form.getByRole('combobox', { name: 'Country' }).selectOption('Monaco')
    await form
      .getByRole('textbox', { name: 'Message', exact: true })
      .fill('Is the flat on the port still available?')
    expect(await robotCheckShown(page), 'the robot check on the contact form').toEqual([])
    expect(await page.getByRole('group', { name: 'Robot check' }).count()).toBe(0)

    const sent = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/web/1.0/contactus' && r.request().method() === 'POST',
    )
    await form.getByRole('button', { name: 'Send', exact: true }).click()
    expect((await sent).status()).toBe(200)
    await poll(() =>
      page.getByRole('dialog').filter({ hasText: 'Your message has been sent' }).isVisible(),
    ).toBe(true)
    expect(await robotCheckShown(page), 'the robot check once the message is sent').toEqual([])
  })
})

describe('cost estimate', () => {
  it('reads "4,5" as 4.5 % on a French page', async () => {
    const offer = demo(
      'Monaco sale with a public price',
      (o) =>
        o.of_area === 'monaco' && o.of_sell && !o.of_sell_uponrequest && (o.of_sell_sum ?? 0) > 0,
    )
    const price = offer.of_sell_sum!
    const total = estimateAcquisition({
      price,
      market: 'monaco',
      mode: 'personal',
      feesPayer: offer.of_fees_payer,
      feesPercent: offer.of_fees_percent,
      settings: catalogue.costs,
    }).total
    const monthlyAt = (rate: number) =>
      plain(
        formatEurosCents(
          simulateMortgage(
            total - defaultDeposit(price, catalogue.costs),
            rate,
            catalogue.costs.mortgage.years,
          ).monthly,
          'fr',
        ),
      )

    const { context, page } = await newVisitor(browser())
    await page.goto(`/offers/details/${offer.of_slug_fr}?lang=fr`)
    const rate = page.getByRole('textbox', { name: 'Taux annuel (%)' })
    expect(await rate.inputValue()).toBe(String(catalogue.costs.mortgage.rate).replace('.', ','))
    await rate.fill('4,5')
    await expect
      .poll(async () => plain(await page.locator('[data-testid=cost-monthly]').textContent()))
      .toBe(monthlyAt(4.5))
    expect(monthlyAt(4.5)).not.toBe(monthlyAt(45))
    expect(plain(await page.locator('.cost-note').textContent())).toContain('Source : Monaco')
    await page.goto(`/offers/details/${offer.of_slug_fr}?lang=en`)
    expect(plain(await page.locator('.cost-note').textContent())).toContain(
      "Loan: the agency's assumption",
    )
    await context.close()
  })
})
