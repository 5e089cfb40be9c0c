import { describe, expect, it } from 'vitest'
import type { Offer } from '@contract/offer'
import { formatEuros } from '@contract/format-amount'
import { priceLines } from '@contract/format-price'
import { median } from '@contract/valuation'

import { DEMO_STAFF } from '@cms/seed/demo-accounts'
import fr from '../../site/src/i18n/locales/fr.json'
import { staffInAdmin } from './admin-session'
import { apiJson } from './api'
import { jsErrors, newVisitor, useBrowserContexts } from './browser'
import { poll, waitForMail } from './client-session'
import { plain } from './list-page'

/**
 * "Estimer mon bien" in Chromium: a French seller sees the agency's comparable offers as the
 * district and the type are chosen, sends the request, reads the acknowledgement on the page; staff
 * then find the request in the admin's list.
 */
const { browser, contexts } = useBrowserContexts()

/** The public sale price per m² of a listed offer, as a visitor's list shows its price and surface. */
const perSquareMetre = (o: Offer): number | null => {
  const sale = priceLines(o).find((line) => line.kind === 'sale')
  const surface = [o.of_surface_livable, o.of_surface].find((s) => (s ?? 0) > 0)
  return sale && !sale.onRequest && surface ? sale.amount / surface : null
}

/** The district and type with the most published sale offers showing a price and a surface, and their figures. */
async function busiestComparables() {
  const { data } = await apiJson<{ data: Offer[] }>('/web/1.0/offers?lang=fr&sale=true')
  const groups = new Map<string, number[]>()
  for (const o of data) {
    const value = perSquareMetre(o)
    if (value == null || !o.of_district || o.of_type == null) continue
    const key = `${o.of_district}|${o.of_type}`
    groups.set(key, [...(groups.get(key) ?? []), value])
  }
  const [key, values] = [...groups].sort((a, b) => b[1].length - a[1].length)[0]
  const [district, type] = key.split('|')
  return { district, type, count: values.length, median: Math.round(median(values)!) }
}

describe('the valuation page', () => {
  it('shows the comparables of a district and type, sends the request, acknowledges it, and staff find it', async () => {
    const expected = await busiestComparables()
    expect(expected.count).toBeGreaterThan(0)
    const since = Date.now()
    const email = `vendeur.${since.toString(36)}@example.com`

    const { context, page } = await newVisitor(browser())
    contexts.push(context)
    await page.goto('/?lang=fr')
    await page.getByRole('contentinfo').getByRole('link', { name: fr['nav.valuation'] }).click()
    await poll(() => new URL(page.url()).pathname).toBe('/estimate')
    await poll(() =>
      page.getByRole('heading', { level: 1, name: 'Estimer mon bien' }).isVisible(),
    ).toBe(true)
    expect(await page.title()).toContain('Estimer mon bien')

    const comparables = page.getByRole('region', { name: 'Les biens comparables en vente' })
    expect(plain(await comparables.textContent())).toContain(fr['valuation.comparablesChoose'])
    const form = page.getByRole('form', { name: "Demande d'estimation" })
    await form.getByRole('combobox', { name: 'Quartier ou ville' }).selectOption(expected.district)
    await form.getByRole('combobox', { name: 'Type de bien' }).selectOption(expected.type)
    await poll(async () =>
      plain(await comparables.locator('[data-comparables="count"]').textContent()),
    ).toBe(String(expected.count))
    // Written as French writes euros: "25 000 €/m²".
    expect(plain(await comparables.locator('[data-comparables="median"]').textContent())).toBe(
      `${plain(formatEuros(expected.median, 'fr'))}/m²`,
    )
    expect(plain(await comparables.textContent())).toContain('Prix médian au m²')

    // Sent without a surface: the field is marked at once, nothing leaves.
    await form.getByRole('button', { name: 'Demander une estimation' }).click()
    const dialog = page.getByRole('dialog')
    await poll(() => dialog.textContent()).toContain('Vous devez remplir les champs')
    await dialog.getByRole('button').first().click()
    expect(
      await form.getByRole('textbox', { name: 'Surface (m²)' }).getAttribute('aria-invalid'),
    ).toBe('true')

    await form.getByRole('textbox', { name: 'Surface (m²)' }).fill('95,5')
    await form.getByRole('textbox', { name: 'Nombre de pièces (facultatif)' }).fill('3')
    await form.getByRole('checkbox', { name: 'Vue mer' }).check()
    await form.getByRole('checkbox', { name: 'Terrasse' }).check()
    await form.getByRole('textbox', { name: 'Prénom', exact: true }).fill('Hélène')
    await form.getByRole('textbox', { name: 'Nom', exact: true }).fill('Vendeuse')
    await form.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email)
    await form.getByRole('textbox', { name: 'Téléphone', exact: true }).fill('+377 99 12 34 56')
    await form
      .getByRole('textbox', { name: 'Message (facultatif)' })
      .fill('Appartement rénové en 2024.')

    const answered = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/web/1.0/valuation' && r.request().method() === 'POST',
      { timeout: 30_000 },
    )
    await form.getByRole('button', { name: 'Demander une estimation' }).click()
    expect((await answered).status()).toBe(200)
    const status = page.getByRole('status').filter({ hasText: fr['valuation.sentTitle'] })
    await poll(() => status.isVisible()).toBe(true)
    expect(plain(await status.textContent())).toContain(fr['valuation.sent'])
    expect(plain(await comparables.locator('[data-comparables="count"]').textContent())).toBe(
      String(expected.count),
    )
    expect(jsErrors(page)).toEqual([])

    const ack = await waitForMail(email, since)
    expect(ack.text).toContain('Nous avons bien reçu votre demande d’estimation')

    const admin = await staffInAdmin(browser(), contexts, DEMO_STAFF)
    await admin.goto(
      `/admin/collections/valuation-requests?where[email][equals]=${encodeURIComponent(email)}`,
    )
    const row = admin.locator('tbody tr').filter({ hasText: email })
    await poll(() => row.count()).toBe(1)
    const cells = plain(await row.textContent())
    for (const shown of ['Hélène', 'Vendeuse', expected.district]) expect(cells).toContain(shown)
    expect(await row.locator('select[data-quick-edit="status"]').inputValue()).toBe('new')
  })
})
