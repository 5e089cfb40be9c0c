import { describe, expect, it } from 'vitest'
import { LANGUAGE_COOKIE } from '@contract/cookies'
import { type Offer, offerName } from '@contract/offer'

import { apiJson } from './api'
import { baseUrl, jsErrors, newVisitor, useBrowser } from './browser'
import { poll } from './client-session'
import { MONACO_LIST, plain } from './list-page'

const browser = useBrowser()

/** A visitor reading French, on a phone. */
async function frenchVisitor() {
  const visitor = await newVisitor(browser(), 'phone')
  await visitor.context.addCookies([{ name: LANGUAGE_COOKIE, value: 'fr', url: baseUrl() }])
  return visitor
}

const about = (name: string) => `Votre message concerne l’offre « ${name} ».`

describe('a message about an offer', () => {
  it('names the offer when written from its card, and when its address is opened directly', async () => {
    const { context, page } = await frenchVisitor()
    await page.goto(MONACO_LIST)
    const card = page.locator('.offer-card').first()
    const name = plain(await card.locator('.offer-card__title').textContent())
    await card.locator('.offer-card__contact').click()
    await poll(() => new URL(page.url()).pathname).toBe('/contact')
    const line = page.locator('.contact-form__about')
    await poll(async () => plain(await line.textContent().catch(() => ''))).toBe(about(name))

    // The same address opened on its own (shared, or reloaded): the offer's name read from the offer.
    const slug = new URL(page.url()).searchParams.get('offer')!
    const offer = (await apiJson<{ data: Offer }>(`/web/1.0/offers/${slug}?lang=fr`)).data
    const alone = await context.newPage()
    await alone.goto(`/contact?offer=${encodeURIComponent(slug)}`)
    await poll(async () =>
      plain(
        await alone
          .locator('.contact-form__about')
          .textContent()
          .catch(() => ''),
      ),
    ).toBe(about(offerName(offer, 'fr')))
    expect(jsErrors(page)).toEqual([])
    expect(jsErrors(alone)).toEqual([])
    await context.close()
  })

  it('names nothing for an address that names no offer the public may see', async () => {
    const { context, page } = await frenchVisitor()
    await page.goto('/contact?offer=no-such-offer')
    await poll(() => page.locator('.contact-form__title, form').first().isVisible()).toBe(true)
    await page.waitForTimeout(1000)
    expect(await page.locator('.contact-form__about').count()).toBe(0)
    await context.close()
  })
})
