import { describe, expect, it } from 'vitest'

import { demoOfferOfNegotiator as demoOffer } from './demo-catalogue'
import { expectAccessible, jsErrors, newVisitor, useBrowser } from './browser'

const browser = useBrowser()

describe('who answers for an offer, on its page', () => {
  it('shows the negotiator’s name, languages, direct line, WhatsApp and e-mail beside the visit form', async () => {
    const offer = await demoOffer(false)
    const n = offer.of_negotiator
    const { context, page } = await newVisitor(browser())
    await page.goto(`/offers/details/${offer.of_slug_fr}?lang=fr`)
    const card = page.getByRole('region', { name: n.ne_name })
    await card.waitFor()
    expect(await card.getByText('Votre interlocuteur').count()).toBe(1)
    // Named in the page's language: "Parle français, anglais et italien".
    const names = new Intl.DisplayNames(['fr'], { type: 'language' })
    const spoken = new Intl.ListFormat('fr', { type: 'conjunction' }).format(
      n.ne_languages.map((code) => names.of(code)!),
    )
    expect(n.ne_languages.length).toBeGreaterThan(1)
    expect(await card.textContent()).toContain(`Parle ${spoken}`)
    const phone = card.getByRole('link', { name: new RegExp(`Ligne directe`) })
    expect(await phone.getAttribute('href')).toBe(`tel:${n.ne_phone.replace(/[^\d+]/g, '')}`)
    const mail = card.getByRole('link', { name: /E-mail/ })
    expect(await mail.getAttribute('href')).toBe(`mailto:${n.ne_email}`)
    if (n.ne_whatsapp) {
      const whatsapp = card.getByRole('link', { name: /WhatsApp/ })
      expect(await whatsapp.getAttribute('href')).toBe(
        `https://wa.me/${n.ne_whatsapp.replace(/\D/g, '')}`,
      )
    }
    expect(await card.textContent()).toContain(`${n.ne_name} répondra à votre demande de visite.`)
    // On a desktop screen it heads the right column, above the visit form.
    const form = page.getByRole('heading', { name: 'Demander une visite' })
    const [cardBox, formBox, main] = await Promise.all([
      card.boundingBox(),
      form.boundingBox(),
      page.locator('.detail__body > section').first().boundingBox(),
    ])
    expect(cardBox!.x).toBeGreaterThan(main!.x + main!.width)
    expect(cardBox!.y + cardBox!.height).toBeLessThanOrEqual(formBox!.y)
    await expectAccessible(page, 'an offer with its negotiator')
    expect(jsErrors(page)).toEqual([])
    await context.close()
  })

  it('gives the agency’s main line on an offer without a negotiator', async () => {
    const offer = await demoOffer(true)
    const n = offer.of_negotiator
    const { context, page } = await newVisitor(browser(), 'phone')
    await page.goto(`/offers/details/${offer.of_slug_fr}?lang=fr`)
    const card = page.getByRole('region', { name: n.ne_name })
    await card.waitFor()
    expect(await card.getByText("Votre contact à l'agence").count()).toBe(1)
    expect(await card.getByRole('link', { name: /Ligne directe/ }).getAttribute('href')).toBe(
      `tel:${n.ne_phone.replace(/[^\d+]/g, '')}`,
    )
    expect(await card.getByRole('link', { name: /WhatsApp/ }).count()).toBe(0)
    await context.close()
  })
})
