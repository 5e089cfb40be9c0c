import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { formatEuros } from '@contract/format-amount'
import type { Offer } from '@contract/offer'
import { estimateAcquisition } from '@contract/purchase-cost'

import { apiJson, staff } from './api'
import { useDemoCatalogue } from './demo-catalogue'
import { baseUrl, expectAccessible, jsErrors, useBrowser, newVisitor } from './browser'
import { expectStatedTotal } from './list-page'

const browser = useBrowser()

const catalogue = useDemoCatalogue()
const { demo } = catalogue
const visiblePrice = (o: Offer) => o.of_sell && !o.of_sell_uponrequest && (o.of_sell_sum ?? 0) > 0
// Intl writes French thousands with a narrow no-break space; the page's text is compared as a reader sees it.
const plain = (s: string | null) => (s ?? '').replace(/[\u202f\u00a0]/g, ' ').replace(/\s+/g, ' ')
const text = async (page: Page, selector: string) =>
  plain(await page.locator(selector).first().textContent())

describe('legal information on offer pages', () => {
  it('a French sale shows the energy and climate scales, the fee sentence and the price excluding fees', async () => {
    const offer = demo(
      'French sale with buyer-paid fees and a diagnosis',
      (o) =>
        o.of_area === 'france' &&
        visiblePrice(o) &&
        o.of_fees_payer === 'buyer' &&
        o.of_dpe_class != null &&
        o.of_ges_class != null,
    )
    const { context, page } = await newVisitor(browser())
    await page.goto(`/offers/details/${offer.of_slug_fr}?lang=fr`)
    const energy = page.getByRole('img', {
      name: `Échelle de performance énergétique : classe ${offer.of_dpe_class}`,
    })
    const climate = page.getByRole('img', {
      name: `Échelle d'émissions de gaz à effet de serre : classe ${offer.of_ges_class}`,
    })
    await expect.poll(() => energy.count()).toBe(1)
    expect(await climate.count()).toBe(1)
    // Each band is drawn, the offer's class framed, and the picture described for screen readers.
    expect(await energy.locator('rect').count()).toBeGreaterThanOrEqual(7)
    expect(await energy.locator('desc').textContent()).toContain('A:')
    const fees = await text(page, '.legal-fees')
    expect(fees).toContain("Honoraires à la charge de l'acquéreur")
    expect(fees).toContain(
      `prix hors honoraires : ${plain(formatEuros(offer.of_price_excl_fees!, 'fr'))}`,
    )
    expect(fees).toContain(
      `Prix honoraires inclus : ${plain(formatEuros(offer.of_sell_sum!, 'fr'))}`,
    )
    expect(await page.locator('.energy-letter').first().textContent()).toContain(offer.of_dpe_class)
    expect(jsErrors(page)).toEqual([])
    await expectAccessible(page, 'French sale')
    await context.close()
  })

  it('a class F or G carries the warning in the visitor’s language', async () => {
    const offer = demo(
      'French offer of class F or G',
      (o) => o.of_dpe_class === 'F' || o.of_dpe_class === 'G',
    )
    const { context, page } = await newVisitor(browser())
    await page.goto(`/offers/details/${offer.of_slug_fr}?lang=fr`)
    await expect
      .poll(() => text(page, '.legal-warning'))
      .toBe('Logement à consommation énergétique excessive')
    await page.goto(`/offers/details/${offer.of_slug_fr}?lang=it`)
    await expect
      .poll(() => text(page, '.legal-warning'))
      .toBe('Abitazione a consumo energetico eccessivo')
    await context.close()
  })

  it('a Monaco rental shows its sector, and the protected sector says who may rent', async () => {
    const offer = demo(
      'Monaco rental with a sector',
      (o) => o.of_area === 'monaco' && o.of_rent && o.of_monaco_sector != null,
    )
    const { context, page } = await newVisitor(browser())
    await page.goto(`/offers/details/${offer.of_slug_fr}?lang=en`)
    const note = await text(page, '.sector-note')
    expect(note).toContain(
      offer.of_monaco_sector === 'protected' ? 'Protected sector' : 'Free sector',
    )
    if (offer.of_monaco_sector === 'protected')
      expect(note).toContain('reserved to people eligible')
    expect(await text(page, '.legal-facts')).toContain('Security deposit')
    await expectAccessible(page, 'Monaco rental')
    const protectedOne = catalogue.offers.find((o) => o.of_monaco_sector === 'protected')
    if (protectedOne) {
      await page.goto(`/offers/details/${protectedOne.of_slug_fr}?lang=fr`)
      expect(await text(page, '.sector-note')).toContain('réservé aux personnes éligibles')
    }
    await context.close()
  })

  it('the cost estimate is in the server’s HTML, and changes with the way of buying and the loan', async () => {
    const offer = demo(
      'Monaco sale with a public price',
      (o) => o.of_area === 'monaco' && visiblePrice(o),
    )
    const expected = (mode: 'personal' | 'company') =>
      plain(
        formatEuros(
          estimateAcquisition({
            price: offer.of_sell_sum!,
            market: 'monaco',
            mode,
            feesPayer: offer.of_fees_payer,
            feesPercent: offer.of_fees_percent,
            settings: catalogue.costs,
          }).total,
          'en',
        ),
      )

    // Without JavaScript: the default way of buying is already computed in the page the server sends.
    const html = plain(
      await (await fetch(`${baseUrl()}/offers/details/${offer.of_slug_fr}?lang=en`)).text(),
    )
    expect(html).toContain(expected('personal'))

    const { context, page } = await newVisitor(browser())
    await page.goto(`/offers/details/${offer.of_slug_fr}?lang=en`)
    const estimate = page.getByRole('region', { name: 'Cost of buying' })
    await expect.poll(() => text(page, '[data-testid=cost-total]')).toBe(expected('personal'))
    await estimate.getByRole('radio', { name: 'through a company' }).check()
    await expect.poll(() => text(page, '[data-testid=cost-total]')).toBe(expected('company'))
    expect(expected('company')).not.toBe(expected('personal'))
    const monthly = await text(page, '[data-testid=cost-monthly]')
    await estimate.getByRole('textbox', { name: 'Duration (years)' }).fill('10')
    await expect.poll(() => text(page, '[data-testid=cost-monthly]')).not.toBe(monthly)
    expect(await text(page, '.cost-note')).toContain('An estimate for information only')
    await expectAccessible(page, 'cost estimate')
    await context.close()
  })

  it('the list filters on the energy class and its cards show the letter', async () => {
    const { context, page } = await newVisitor(browser())
    await page.goto('/offers/france/sales/types-all/pieces-all/budget-all/1?lang=en')
    await page
      .getByRole('group', { name: 'Energy class at least' })
      .getByRole('button', { name: 'C or better' })
      .click()
    await page.waitForURL('**/offers/france/sales/types-all/pieces-all/budget-all/1?dpe_max=C')
    const expected = await apiJson<{ meta: { total: number } }>(
      '/web/1.0/offers?france=true&sale=true&dpe_max=C&limit=0',
    )
    expect(expected.meta.total).toBeGreaterThan(0)
    await expectStatedTotal(page, expected.meta.total)
    const cards = page.locator('article.offer-card')
    await expect.poll(() => cards.count()).toBeGreaterThan(0)
    for (const letter of await cards.locator('.energy-letter [aria-hidden]').allTextContents())
      expect(letter).toMatch(/^DPE [ABC]$/)
    await expectAccessible(page, 'list filtered by energy class')
    await context.close()
  })
})

describe('the legal notice', () => {
  it('states what is kept, why, how long with the retention period administrators set, and how to exercise each right', async () => {
    await staff.saveGlobal('personal-data', { retention_months: 18 })
    const { context, page } = await newVisitor(browser())
    try {
      const section = page.getByRole('region', {
        name: "Vos données personnelles : ce que l'agence conserve et vos droits",
      })
      const contactKept = section.locator('[data-kept="contact"]')
      // The public answers are renewed within a second of a save.
      await expect
        .poll(async () => {
          await page.goto('/legalnotice?lang=fr')
          return plain(await contactKept.textContent())
        })
        .toContain("18 mois après l'envoi")
      expect(plain(await section.locator('[data-kept="visits"]').textContent())).toContain(
        'au bout de 18 mois',
      )
      expect(plain(await section.locator('[data-kept="account"]').textContent())).toBe(
        "Jusqu'à la suppression de votre compte.",
      )
      for (const heading of [
        'Votre compte client',
        'Vos demandes de visite',
        'Vos messages envoyés par le formulaire de contact',
        'Vos alertes et votre consentement',
        'Vos favoris',
        "Les messages échangés avec l'agence",
        'Vos droits et comment les exercer',
      ])
        expect(await section.getByRole('heading', { name: heading }).count(), heading).toBe(1)
      const rights = plain(await section.locator('.personal-data__rights').textContent())
      for (const right of ['Accès et portabilité', 'Rectification', 'Effacement', 'Opposition'])
        expect(rights).toContain(right)
      expect(await section.getByRole('link', { name: 'Mon espace' }).getAttribute('href')).toBe(
        '/account',
      )
      expect(await section.locator('a[href^="mailto:"]').first().getAttribute('href')).toMatch(
        /^mailto:.+@/,
      )
      expect(jsErrors(page)).toEqual([])
      await expectAccessible(page, 'legal notice')

      // In the visitor's language, with the same period.
      await page.goto('/legalnotice?lang=en')
      const english = page.getByRole('region', {
        name: 'Your personal data: what the agency keeps and your rights',
      })
      await expect
        .poll(async () => plain(await english.locator('[data-kept="contact"]').textContent()))
        .toContain('18 months after sending')
    } finally {
      await context.close()
      await staff.saveGlobal('personal-data', { retention_months: 24 })
    }
  })
})
