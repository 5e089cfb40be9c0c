import type { Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'

import type { Building, Item } from '../../cms/payload-types'
import { DEMO_EDITOR } from '../../cms/seed/demo-accounts'
import { adminFetch, signInToAdmin } from './admin-session'
import { chosen, optionsOf, pick } from './admin-form'
import { staff } from './api'
import { baseUrl, useBrowserContexts } from './browser'

/*
 * The offer form's reference-data pickers (type, exclusivity, services) in the real admin, in
 * French and in English: each option is named in the admin's language, a choice is saved, and the
 * saved offer's pickers name it again.
 */
const { browser, contexts } = useBrowserContexts()

const run = Date.now().toString(36)
const created: (number | string)[] = []
afterAll(async () => {
  for (const id of created) await staff.delete('offers', { id })
})

/** What staff of each admin language type and read. */
const ADMIN = {
  fr: {
    tabs: { description: 'Description', property: 'Bien' },
    type: ['Appart', 'Appartement'],
    exclusivity: ['Exclu', 'Exclusivité'],
    services: [
      ['Pisc', 'Piscine'],
      ['Vue', 'Vue mer'],
    ],
  },
  en: {
    tabs: { description: 'Description', property: 'Property' },
    type: ['Apart', 'Apartment'],
    exclusivity: ['Exclu', 'Exclusive'],
    services: [
      ['Swim', 'Swimming pool'],
      ['Sea', 'Sea view'],
    ],
  },
} as const

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

describe.each(['fr', 'en'] as const)('the offer form’s pickers in the %s admin', (language) => {
  it('offer the type, exclusivity and services by name, save the choice, and name it again', async () => {
    const words = ADMIN[language]
    const page = await adminIn(language)
    const [building] = (await staff.find('buildings', { bu_city: 'MONACO' })) as Building[]
    const ref = `E2E-PICK-${language}-${run}`

    await page.goto('/admin/collections/offers/create?locale=fr')
    await page.locator('#field-of_ref').fill(ref)
    await page.locator('#field-of_name').fill(`Appartement des sélecteurs ${run}`)
    // Opened, the Type picker lists the types by name.
    const types = await optionsOf(page, 'type')
    expect(types).toContain(words.type[1])
    expect(types.filter((o) => UNTITLED.test(o))).toEqual([])
    const offered = [
      ...(await pick(page, 'type', words.type[0], words.type[1])),
      ...(await pick(page, 'exclusivity', words.exclusivity[0], words.exclusivity[1])),
    ]
    await page.getByRole('button', { name: words.tabs.property, exact: true }).click()
    await pick(page, 'building', building!.bu_name ?? '', building!.bu_name ?? '')
    for (const [search, label] of words.services)
      offered.push(...(await pick(page, 'services', search, label)))
    expect(offered.filter((o) => UNTITLED.test(o))).toEqual([])

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

    // The saved offer, opened again, names its choices.
    await page.reload()
    await expect.poll(() => chosen(page, 'type')).toEqual([words.type[1]])
    await expect.poll(() => chosen(page, 'exclusivity')).toEqual([words.exclusivity[1]])
    await page.getByRole('button', { name: words.tabs.property, exact: true }).click()
    await expect.poll(() => chosen(page, 'services')).toEqual(words.services.map(([, l]) => l))
  }, 120_000)
})
