import type { Browser, Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'

import { useDemoCatalogue } from './demo-catalogue'
import {
  baseUrl,
  expectAccessible,
  jsErrors,
  newVisitor,
  useBrowser,
  waitForHydration,
} from './browser'
import { poll } from './client-session'

const browser = useBrowser()
const { demo } = useDemoCatalogue()

/** A sale's page in French: its visit form reads the dates as the visitor's availability. */
async function saleForm(page: Page): Promise<Locator> {
  const sale = demo('sale', (o) => o.of_sell)
  await page.goto(`/offers/details/${sale.of_slug_fr}?lang=fr`)
  return page.getByRole('form', { name: 'Demander une visite' })
}

/** A visitor whose browser speaks `locale` (its region is where the visitor likely lives). */
async function visitorSpeaking(b: Browser, locale: string) {
  const context = await b.newContext({
    viewport: { width: 1440, height: 900 },
    baseURL: baseUrl(),
    locale,
  })
  await context.addCookies([{ name: 'belsunce_allertcookie', value: 'ok', url: baseUrl() }])
  const page = waitForHydration(await context.newPage())
  return { context, page }
}

/**
 * What a screen reader hears for each field the form marks invalid: its accessible name and
 * description, as Chromium's accessibility tree gives them (read with no dialog open: a modal
 * hides the rest). Marked means aria-invalid with a description, every one of them: the robot
 * check's own checkbox, natively invalid while it works, is the widget's business.
 */
async function invalidFieldsHeard(page: Page): Promise<Record<string, string>> {
  const marked = await page.locator('form.visit-form [aria-invalid="true"]').count()
  const cdp = await page.context().newCDPSession(page)
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
    nodes: Array<{
      ignored?: boolean
      name?: { value?: string }
      description?: { value?: string }
      properties?: Array<{ name: string; value: { value?: unknown } }>
    }>
  }
  await cdp.detach()
  const heard: Record<string, string> = {}
  for (const node of nodes) {
    const invalid = node.properties?.find((p) => p.name === 'invalid')?.value.value
    const described = node.properties?.some((p) => p.name === 'describedby')
    if (node.ignored || !invalid || invalid === 'false' || !described) continue
    // Labels are set in capitals by the stylesheet; the words are what matters here.
    heard[(node.name?.value ?? '').toLocaleLowerCase('fr')] = node.description?.value ?? ''
  }
  expect(Object.keys(heard), 'every field marked is heard').toHaveLength(marked)
  return heard
}

/** The field names the error dialog lists (its items, without the message a refused one adds). */
const listedInDialog = (page: Page) =>
  page
    .getByRole('dialog')
    .locator('li')
    .evaluateAll((items) => items.map((li) => li.textContent!.split(' : ')[0].toLowerCase()))

async function send(form: Locator) {
  await form.getByRole('button', { name: 'Envoyer ma demande' }).click()
  await poll(() => form.page().getByRole('dialog').isVisible()).toBe(true)
}

async function closeDialog(page: Page) {
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click()
  await poll(() => page.getByRole('dialog').count()).toBe(0)
}

describe('the visit request form', () => {
  it('marks each missing field with its own message, read with the field, and the dialog lists the same fields', async () => {
    const { context, page } = await newVisitor(browser(), 'phone')
    const form = await saleForm(page)
    await send(form)
    const dialog = page.getByRole('dialog')
    expect(await dialog.getByRole('heading').textContent()).toBe('Erreur')
    expect(await dialog.textContent()).toContain('Vous devez remplir les champs')
    const listed = await listedInDialog(page)
    await closeDialog(page)

    const heard = await invalidFieldsHeard(page)
    expect(heard).toEqual({
      civilité: 'Indiquez votre civilité',
      prénom: 'Indiquez votre prénom',
      nom: 'Indiquez votre nom',
      'e-mail': 'Indiquez votre e-mail',
      téléphone: 'Indiquez votre téléphone',
      pays: 'Indiquez votre pays',
      'disponible du': 'Indiquez le début de vos disponibilités',
      au: 'Indiquez la fin de vos disponibilités',
    })
    // The dialog names the dates as the fields' labels do not ("au" alone says little).
    expect(listed).toEqual([
      'civilité',
      'prénom',
      'nom',
      'e-mail',
      'téléphone',
      'pays',
      'début de vos disponibilités',
      'fin de vos disponibilités',
    ])
    // Each message is also the text under its field, the one aria-describedby points at.
    for (const [field, message] of [
      [form.getByRole('textbox', { name: 'Téléphone', exact: true }), 'Indiquez votre téléphone'],
      [form.getByRole('combobox', { name: 'Pays' }), 'Indiquez votre pays'],
    ] as const) {
      expect(await field.getAttribute('aria-invalid')).toBe('true')
      const described = await field.evaluate((el) =>
        (el.getAttribute('aria-describedby') ?? '')
          .split(' ')
          .map((id) => document.getElementById(id))
          .filter((m) => m?.checkVisibility())
          .map((m) => m!.textContent),
      )
      expect(described).toEqual([message])
    }
    expect(jsErrors(page)).toEqual([])
    await context.close()
  }, 120_000)

  it('lists the fields filled but refused with their message, and exactly those marked', async () => {
    const { context, page } = await newVisitor(browser())
    const form = await saleForm(page)
    await form.getByRole('radio', { name: 'Mme' }).check()
    await form.getByRole('textbox', { name: 'Prénom', exact: true }).fill('Anna')
    await form.getByRole('textbox', { name: 'Nom', exact: true }).fill('Rossi')
    await form.getByRole('textbox', { name: 'E-mail', exact: true }).fill('anna@')
    await form.getByRole('combobox', { name: 'Pays' }).fill('Atlantide')
    const year = new Date().getFullYear() + 1
    await form.getByRole('textbox', { name: 'Disponible du' }).pressSequentially(`1006${year}`)
    await form.getByRole('textbox', { name: 'au', exact: true }).pressSequentially(`0106${year}`)
    await send(form)
    const dialog = page.getByRole('dialog')
    const text = await dialog.textContent()
    expect(text).toContain('Vous devez remplir les champs')
    expect(text).toContain('Vérifiez les champs')
    expect(await dialog.locator('li').allTextContents()).toEqual([
      'Téléphone',
      'E-mail : Indiquer un email valide',
      'Pays : Choisissez un pays de la liste',
      'Fin de vos disponibilités : Le début de vos disponibilités ne peut pas être postérieur à leur fin',
    ])
    await closeDialog(page)
    expect(await invalidFieldsHeard(page)).toEqual({
      'e-mail': 'Indiquer un email valide',
      téléphone: 'Indiquez votre téléphone',
      pays: 'Choisissez un pays de la liste',
      au: 'Le début de vos disponibilités ne peut pas être postérieur à leur fin',
    })
    await form.scrollIntoViewIfNeeded()
    await expectAccessible(page, 'the visit form with refused fields')
    await context.close()
  }, 120_000)

  it('names each day of the calendar by its full date', async () => {
    const { context, page } = await newVisitor(browser())
    const form = await saleForm(page)
    // 7 December next year, whatever weekday it falls on.
    const year = new Date().getFullYear() + 1
    const weekday = ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'][
      new Date(year, 11, 7).getDay()
    ]
    await form.getByRole('textbox', { name: 'Disponible du' }).pressSequentially(`0712${year}`)
    await form.getByRole('button', { name: 'Ouvrir le calendrier' }).first().click()
    const calendar = form.getByRole('group', { name: 'Disponible du' })
    const day = calendar.getByRole('button', { name: `${weekday} 7 décembre ${year}`, exact: true })
    expect(await day.getAttribute('aria-pressed')).toBe('true')
    const names = await calendar
      .locator('.calendar__cell')
      .evaluateAll((cells) => cells.map((c) => c.getAttribute('aria-label') ?? c.textContent))
    expect(names).toHaveLength(31)
    expect(names[30]).toMatch(new RegExp(`^[a-z]+ 31 décembre ${year}$`))
    await day.click()
    expect(await form.getByRole('textbox', { name: 'Disponible du' }).inputValue()).toBe(
      `07/12/${year}`,
    )
    await context.close()
  })

  it('offers every country by its name in the page language, the visitor’s likely one first', async () => {
    for (const [locale, first] of [
      ['fr-CH', 'Suisse'],
      ['en-GB', 'Royaume-Uni'],
    ]) {
      const { context, page } = await visitorSpeaking(browser(), locale)
      const form = await saleForm(page)
      const country = form.getByRole('combobox', { name: 'Pays' })
      const listId = await country.getAttribute('list')
      const options = page.locator(`datalist[id="${listId}"] option`)
      await poll(() => options.count()).toBeGreaterThan(240)
      const names = await options.evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value))
      expect(names[0], locale).toBe(first)
      expect(names.filter((n) => n === first)).toHaveLength(1)
      for (const name of ['Suisse', 'États-Unis', 'Émirats arabes unis', 'Royaume-Uni', 'Monaco'])
        expect(names).toContain(name)
      expect(names).not.toContain('Angleterre')
      await context.close()
    }
  })
})
