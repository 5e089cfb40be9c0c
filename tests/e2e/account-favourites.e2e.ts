import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'

import { DEMO_STAFF } from '@cms/seed/demo-accounts'
import { staffInAdmin } from './admin-session'
import { createClient, listOffers, staff, type ApiOffer } from './api'
import { field, poll, useClientPages } from './client-session'

/*
 * A signed-in client's favourites are kept in the account: the ones chosen before signing in join
 * it, a second browser shows them after its sign-in, a removal there reaches the account, and a
 * signed-out browser shows nobody's.
 */
const { page: visitor, browser, contexts } = useClientPages()
let offers: ApiOffer[]

beforeAll(async () => {
  offers = (await listOffers('sale=true&lang=en&limit=3')).data
  expect(offers.length).toBe(3)
})

const favouritesOf = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('belsunce_favories') ?? '[]') as string[])

/** The favourites the account holds, as staff read its preferences. */
async function accountFavourites(id: number | string): Promise<string[]> {
  const [client] = await staff.find('contacts', { id })
  const prefs = client?.co_preferences as { favories?: unknown } | null | undefined
  return Array.isArray(prefs?.favories) ? prefs.favories.map(String).sort() : []
}

async function addFavourite(page: Page, offer: ApiOffer) {
  await page.goto(`/offers/details/${encodeURIComponent(offer.of_slug_fr)}?lang=en`)
  await page
    .getByRole('button', { name: /^Add to favourites/ })
    .first()
    .click()
  await poll(() => favouritesOf(page)).toContain(String(offer.of_id))
}

async function signIn(page: Page, login: string, password: string) {
  await page.goto('/login?lang=en')
  const main = page.locator('main')
  await main.getByLabel(field('Login')).fill(login)
  await main.getByLabel(field('Password')).fill(password)
  await main.getByRole('button', { name: 'Sign in', exact: true }).click()
  const message = page.getByRole('dialog').filter({ hasText: 'You are signed in' })
  await poll(() => message.isVisible()).toBe(true)
  await message.getByRole('button', { name: 'OK' }).click()
}

const ids = (...list: ApiOffer[]) => list.map((o) => String(o.of_id)).sort()

describe("a client's favourites on every device", () => {
  it(
    'joins the favourites chosen before signing in to the account, shows them in a second browser, keeps a removal there, and ' +
      'leaves a signed-out browser without them',
    async () => {
      const [a, b, c] = offers as [ApiOffer, ApiOffer, ApiOffer]
      const client = await createClient()
      // The account already holds one favourite, chosen on another device.
      await staff.update('contacts', client.id, {
        co_preferences: { lang: 'en', favories: [c.of_id] },
      })

      const first = await visitor()
      await addFavourite(first, a)
      await addFavourite(first, b)
      await signIn(first, client.login, client.password)
      await poll(() => accountFavourites(client.id)).toEqual(ids(a, b, c))
      await poll(async () => (await favouritesOf(first)).sort()).toEqual(ids(a, b, c))
      // The other preferences are kept beside the favourites.
      const [stored] = await staff.find('contacts', { id: client.id })
      expect(stored?.co_preferences).toMatchObject({ lang: 'en' })

      const second = await visitor()
      await signIn(second, client.login, client.password)
      await second.goto('/offers/favories?lang=en')
      const cards = second.locator('article.offer-card')
      await poll(() => cards.count()).toBe(3)
      await cards
        .filter({ hasText: b.of_name_en ?? '' })
        .getByRole('button', { name: /^Remove from favourites/ })
        .click()
      await poll(() => accountFavourites(client.id)).toEqual(ids(a, c))

      // The first browser follows at its next renewal of the session (each page load renews it).
      await first.goto('/offers/favories?lang=en')
      await poll(async () => (await favouritesOf(first)).sort()).toEqual(ids(a, c))

      await first.getByRole('button', { name: 'Sign out' }).click()
      await poll(() => favouritesOf(first)).toEqual([])
      await poll(() => first.getByText('No offer in your favourites').isVisible()).toBe(true)
      expect(await accountFavourites(client.id)).toEqual(ids(a, c))

      // Staff see them on the client's page in the admin, each a link to the offer.
      const admin = await staffInAdmin(browser(), contexts, DEMO_STAFF)
      await admin.goto(`/admin/collections/contacts/${client.id}`)
      await admin.locator('.tabs-field__tab-button', { hasText: 'Suivi' }).click()
      const favourites = admin.locator('.favourite-offers')
      await poll(() =>
        favourites.getByRole('heading', { name: 'Offres favorites' }).isVisible(),
      ).toBe(true)
      await poll(() => favourites.getByRole('link').count()).toBe(2)
      for (const offer of [a, c]) {
        const [stored] = await staff.find('offers', { id: offer.of_id })
        expect(
          await favourites
            .locator(`a[href="/admin/collections/offers/${offer.of_id}"]`)
            .textContent(),
        ).toContain(stored?.of_ref)
      }
    },
  )
})
