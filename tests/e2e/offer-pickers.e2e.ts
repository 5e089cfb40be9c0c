import type { Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'

import type { Building, Item } from '@cms/payload-types'
import { DEMO_EDITOR } from '@cms/seed/demo-accounts'
import { adminFetch, signInToAdmin } from './admin-session'
import { pick } from './admin-form'
import { staff } from './api'
import { baseUrl, useBrowserContexts } from './browser'

/*
 * The offer form's reference-data choices (type, exclusivity, services: one button each) in the
 * real admin, in French and in English: each is named in the admin's language, a choice is saved,
 * and the saved offer shows it chosen again.
 */
const { browser, contexts } = useBrowserContexts()

const run = Date.now().toString(36)
const created: (number | string)[] = []
afterAll(async () => {
  for (const id of created) await staff.delete('offers', { id })
})

/** What staff of each admin language read. */
const ADMIN = {
  fr: {
    type: 'Appartement',
    types: ['Appartement', 'Studio', 'Villa', 'Penthouse', 'Duplex', 'Bureau'],
    exclusivity: 'Exclusivité',
    services: ['Piscine', 'Vue mer'],
  },
  en: {
    type: 'Apartment',
    types: ['Apartment', 'Studio', 'Villa', 'Penthouse', 'Duplex', 'Office'],
    exclusivity: 'Exclusive',
    services: ['Swimming pool', 'Sea view'],
  },
} as const

/** The buttons of a choice field, by name, and the names of those pressed. */
const buttons = (page: Page, field: string) => page.locator(`#field-${field} button.item-chip`)
const pressed = (page: Page, field: string) =>
  page.locator(`#field-${field} button[aria-pressed=true]`).allTextContents()

/** A staff member in the admin in `language`: French as the agency's default, English as chosen in their account. */
async function adminIn(language: 'fr' | 'en'): Promise<Page> {
  const context = await browser().newContext({
    baseURL: baseUrl(),
    locale: language === 'fr' ? 'fr-FR' : 'en-GB',
    viewport: { width: 1440, height: 900 },
  })
  contexts.push(context)
  context.setDefaultTimeout(30_000)
  // The admin language staff choose in their account is kept in this cookie.
  if (language === 'en')
    await context.addCookies([{ name: 'payload-lng', value: 'en', url: baseUrl() }])
  const page = await context.newPage()
  await signInToAdmin(page, DEMO_EDITOR)
  return page
}

const itemId = async (kind: Item['kind'], text: string) => {
  const [item] = await staff.find('items', { kind, text })
  if (!item) throw new Error(`no ${kind} ${text}: the browser tests need the demo reference data`)
  return item.id
}

const UNTITLED = /Sans titre|Untitled/

describe.each(['fr', 'en'] as const)('the offer form’s choices in the %s admin', (language) => {
  it('name the types, exclusivities and services, save the choice, and show it again', async () => {
    const words = ADMIN[language]
    const page = await adminIn(language)
    const [building] = (await staff.find('buildings', { bu_city: 'MONACO' })) as Building[]
    const ref = `E2E-PICK-${language}-${run}`

    await page.goto('/admin/collections/offers/create?locale=fr')
    await page.locator('#field-of_ref').fill(ref)
    await page.locator('#field-of_name').fill(`Appartement des sélecteurs ${run}`)
    // Every type is a button named in the admin's language, none "Untitled".
    await expect.poll(() => buttons(page, 'type').count()).toBeGreaterThan(5)
    const types = await buttons(page, 'type').allTextContents()
    expect(types.slice(0, 6)).toEqual(words.types)
    expect(types.filter((o) => UNTITLED.test(o))).toEqual([])
    const click = (field: string, name: string) =>
      page.locator(`#field-${field}`).getByRole('button', { name, exact: true }).click()
    await click('type', words.type)
    await click('exclusivity', words.exclusivity)
    await pick(page, 'building', building!.bu_name ?? '', building!.bu_name ?? '')
    for (const service of words.services) await click('services', service)
    // A single choice is changed by another click, and cleared by clicking it again.
    await click('exclusivity', words.exclusivity)
    expect(await pressed(page, 'exclusivity')).toEqual([])
    await click('exclusivity', words.exclusivity)
    expect(await pressed(page, 'exclusivity')).toEqual([words.exclusivity])

    await page.locator('#action-save-draft').click()
    await page.waitForURL(/\/admin\/collections\/offers\/\d+/)
    const id = /\/offers\/(\d+)/.exec(page.url())![1]!
    created.push(id)

    // Stored: the items chosen, and the codes the site and the portals read.
    const stored = (
      await adminFetch<{
        type?: number
        exclusivity?: number
        services?: number[]
        of_type?: number
        of_exclusivite?: number
        of_services?: number
      }>(page, 'GET', `/cms-api/offers/${id}?draft=true&depth=0`)
    ).body
    expect(stored).toMatchObject({
      type: await itemId('type', 'apartment'),
      exclusivity: await itemId('exclusivity', 'exclusive'),
      services: [await itemId('service', 'pool'), await itemId('service', 'sea-view')],
      of_type: 1,
      of_exclusivite: 1,
      of_services: 1 | 8,
    })

    // The saved offer, opened again, shows its choices pressed.
    await page.reload()
    await expect.poll(() => pressed(page, 'type')).toEqual([words.type])
    await expect.poll(() => pressed(page, 'exclusivity')).toEqual([words.exclusivity])
    await expect.poll(() => pressed(page, 'services')).toEqual([...words.services])
  }, 120_000)
})
