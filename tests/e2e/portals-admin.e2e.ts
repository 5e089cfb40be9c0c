import fs from 'node:fs'

import type { Page } from 'playwright-core'
import { afterAll, describe, expect, inject, it } from 'vitest'

import { importWords } from '@cms/admin/feed-imports/import-words'
import type { Portal } from '@cms/payload-types'
import { portalsWords } from '@cms/admin/portals/portals-words'
import { DEMO_STAFF } from '@cms/seed/demo-accounts'
import { adminFetch, staffInAdmin } from './admin-session'
import { staff } from './api'
import { baseUrl, useBrowserContexts } from './browser'

/*
 * The portals in the real admin (French, as staff use it), against the server of the browser run:
 * the Portals view with each feed's address, hidden token, offers and last fetch; a portal created
 * in the admin's form and ticked in an offer's sidebar, whose feed then carries the offer; and a
 * feed import uploaded in the admin, watched until its report is there, without reloading.
 */
const { browser, contexts } = useBrowserContexts()

const run = Date.now().toString(36)
const w = portalsWords.fr
const iw = importWords.fr
const FEED_FILE = 'tests/fixtures/kyero/full.xml'
/** A fresh server of this run (not a developer's one through E2E_BASE_URL, whose feeds may have been read already). */
const freshServer = () => inject('e2eOutboxDir') !== null

/** What this file creates: removed after it (the portal by its own test below, or here if that one did not get to it). */
const created = {
  portal: null as { id: Portal['id']; address: string; offer?: number | string } | null,
  imports: [] as (number | string)[],
}
afterAll(async () => {
  if (created.portal)
    await staff.delete('portals', { id: created.portal.id }).catch((err: Error) => {
      console.warn(`the portal ${String(created.portal?.id)} could not be removed: ${err.message}`)
    })
  for (const id of created.imports) await staff.delete('feed-imports', { id })
})

/** A portal's card in the Portals view. */
const card = (page: Page, name: string) =>
  page.locator(`section.agency-portals__card[aria-label="${name}"]`)

/** A portal's feed as a portal reads it: Node's fetch, with the portal's user agent. */
async function readFeed(address: string, userAgent = `KyeroBot/1.0 (+e2e ${run})`) {
  const res = await fetch(address, { headers: { 'user-agent': userAgent } })
  expect(res.status, address).toBe(200)
  expect(res.headers.get('content-type')).toMatch(/^application\/xml/)
  return res.text()
}

const countOf = (xml: string, pattern: RegExp) => (xml.match(pattern) ?? []).length

async function portalByName(name: string): Promise<Portal> {
  const [portal] = await staff.find('portals', { name })
  if (!portal) throw new Error(`no portal named ${name}: the browser tests need the demo portals`)
  return portal
}

describe('the portals in the admin', () => {
  it('lists each portal with its absolute feed address, its hidden token, its offers and its last fetch with the user agent', async () => {
    const page = await staffInAdmin(browser(), contexts, DEMO_STAFF)
    const demo = {
      Kyero: { portal: await portalByName('Kyero'), file: 'kyero', item: /<property>/g },
      JamesEdition: {
        portal: await portalByName('JamesEdition'),
        file: 'jamesedition',
        item: /<advert[\s>]/g,
      },
    }
    await page.goto('/admin/portals')
    await page.getByRole('heading', { level: 1, name: w.title }).waitFor()

    for (const [name, { portal, file }] of Object.entries(demo)) {
      const c = card(page, name)
      await c.waitFor()
      expect(portal.includeAll).toBe(true)
      const [addressCode, tokenCode] = await c.locator('code').all()
      const address = `${baseUrl()}/feeds/${file}.xml?token=${portal.token}`
      expect(await addressCode!.textContent()).toBe(address)
      expect(address).toMatch(/^https?:\/\/[^/]+\/feeds\/\w+\.xml\?token=[\w-]{16,}$/)
      // The token itself is dots until asked for, then hidden again.
      expect(await tokenCode!.textContent()).toBe('•'.repeat(12))
      await c.getByRole('button', { name: w.show, exact: true }).click()
      await expect.poll(() => tokenCode!.textContent()).toBe(portal.token)
      await c.getByRole('button', { name: w.hide, exact: true }).click()
      await expect.poll(() => tokenCode!.textContent()).toBe('•'.repeat(12))
      expect(await c.locator('dd').first().textContent()).toBe(`${portal.format} · ${w.includeAll}`)
      if (freshServer()) {
        expect(await c.locator('.agency-portals__fetch').textContent()).toBe(w.never)
        expect(await c.locator('.agency-portals__ua').count()).toBe(0)
      }
    }

    // Kyero reads its feed once: the offers counted on its card are the feed's, and a reload shows the fetch.
    const userAgent = `KyeroBot/1.0 (+e2e ${run})`
    const kyeroXml = await readFeed(
      (await card(page, 'Kyero').locator('code').first().textContent())!,
      userAgent,
    )
    const kyeroOffers = countOf(kyeroXml, demo.Kyero.item)
    expect(kyeroOffers).toBeGreaterThan(0)
    const kyero = card(page, 'Kyero')
    await expect
      .poll(
        async () => {
          await page.reload()
          return (
            await kyero.locator('.agency-portals__ua').textContent({ timeout: 5_000 })
          )?.trim()
        },
        { timeout: 30_000, interval: 1_000 },
      )
      .toBe(userAgent)
    const fetchText = await kyero.locator('.agency-portals__fetch').textContent()
    const today = new Date().toISOString().slice(0, 10)
    expect(fetchText).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} — /)
    if (freshServer()) expect(fetchText).toContain(w.fetchesThatDay(1, today))
    expect(await kyero.locator('.agency-portals__count').textContent()).toBe(w.offers(kyeroOffers))
    // The fetch is Kyero's own: JamesEdition is still never read, and its count is its feed's too.
    const james = card(page, 'JamesEdition')
    if (freshServer())
      expect(await james.locator('.agency-portals__fetch').textContent()).toBe(w.never)
    const jamesXml = await readFeed(
      (await james.locator('code').first().textContent())!,
      'JamesEdition-e2e/1.0',
    )
    expect(await james.locator('.agency-portals__count').textContent()).toBe(
      w.offers(countOf(jamesXml, demo.JamesEdition.item)),
    )
  }, 120_000)

  it('creates a portal in the admin’s form, ticks it in an offer’s sidebar, and its feed carries the offer', async () => {
    const page = await staffInAdmin(browser(), contexts, DEMO_STAFF)
    const name = `Portail e2e ${run}`

    // The admin's own create form: a name, the Kyero format, only the offers ticked for it.
    await page.goto('/admin/collections/portals/create')
    await page.locator('#field-name').fill(name)
    await page.locator('#field-format .rs__control').click()
    await page.locator('.rs__option', { hasText: 'Kyero v3' }).click()
    expect(await page.locator('#field-format .rs__single-value').textContent()).toContain(
      'Kyero v3',
    )
    const includeAll = page.locator('#field-includeAll')
    if (await includeAll.isChecked()) await includeAll.uncheck({ force: true })
    expect(await includeAll.isChecked()).toBe(false)
    await page.locator('#action-save').click()
    await page.waitForURL(/\/admin\/collections\/portals\/(?!create)[^/?#]+$/)
    await expect.poll(async () => (await staff.find('portals', { name })).length).toBe(1)
    const portal = await portalByName(name)
    expect(portal).toMatchObject({ format: 'kyero', includeAll: false, active: true })
    expect(portal.token).toMatch(/^[\w-]{16,}$/)
    const address = `${baseUrl()}/feeds/kyero.xml?token=${portal.token}`
    created.portal = { id: portal.id, address }

    // The Portals view lists it: ticked offers only, none yet, never read.
    await page.goto('/admin/portals')
    const newCard = card(page, name)
    await newCard.waitFor()
    expect(await newCard.locator('code').first().textContent()).toBe(address)
    expect(await newCard.locator('dd').first().textContent()).toBe(`kyero · ${w.ticked}`)
    expect(await newCard.locator('.agency-portals__count').textContent()).toBe(w.offers(0))
    expect(await newCard.locator('.agency-portals__fetch').textContent()).toBe(w.never)

    // An offer that Kyero (all published offers) carries, and the new portal's feed does not yet.
    const kyero = await portalByName('Kyero')
    const ref = /<ref>([^<]+)<\/ref>/.exec(
      await readFeed(`${baseUrl()}/feeds/kyero.xml?token=${kyero.token}`),
    )?.[1]
    expect(ref, 'an offer in the Kyero feed').toBeTruthy()
    const [offer] = await staff.find('offers', { of_ref: ref! })
    expect(offer?._status).toBe('published')
    created.portal.offer = offer!.id
    expect(await readFeed(address)).not.toContain(`<ref>${ref}</ref>`)

    // The sidebar's boxes: one per portal, the "all offers" ones ticked and locked.
    const allPortals = await staff.find('portals', {})
    await page.goto(`/admin/collections/offers/${offer!.id}`)
    const field = page.locator('[data-field="portals"]')
    const boxes = field.locator('input[type=checkbox]')
    await expect.poll(() => boxes.count(), { timeout: 30_000 }).toBe(allPortals.length)
    for (const p of allPortals) {
      const box = field.locator(`input[name="portals-${p.id}"]`)
      expect(await box.count(), p.name).toBe(1)
      if (p.includeAll) {
        expect(await box.isChecked(), p.name).toBe(true)
        expect(await box.isDisabled(), p.name).toBe(true)
      }
    }
    const mine = field.locator(`input[name="portals-${portal.id}"]`)
    expect(await mine.isChecked()).toBe(false)
    expect(await mine.isDisabled()).toBe(false)
    await mine.check()
    expect(await mine.isChecked()).toBe(true)

    // Saved as the admin publishes a published offer's changes; it is the published offer that has the portal.
    await page.locator('#action-save').click()
    await expect
      .poll(async () => (await staff.find('offers', { id: offer!.id }))[0]?.portals ?? [], {
        timeout: 30_000,
      })
      .toContain(portal.id)
    const saved = await adminFetch<{ _status?: string }>(
      page,
      'GET',
      `/cms-api/offers/${offer!.id}?depth=0`,
    )
    expect(saved.body._status).toBe('published')

    await page.reload()
    const reloaded = page.locator(`[data-field="portals"] input[name="portals-${portal.id}"]`)
    await reloaded.waitFor()
    expect(await reloaded.isChecked()).toBe(true)

    // The new portal's feed now carries that offer.
    await expect
      .poll(async () => (await readFeed(address)).includes(`<ref>${ref}</ref>`))
      .toBe(true)
  }, 180_000)

  it('lets staff delete that portal afterwards, the offer’s tick with it, and its feed is gone', async () => {
    const mine = created.portal
    expect(mine, 'the portal of the test before').toBeTruthy()
    const page = await staffInAdmin(browser(), contexts, DEMO_STAFF)
    const removed = await adminFetch<{ errors?: { message?: string }[] }>(
      page,
      'DELETE',
      `/cms-api/portals/${mine!.id}`,
    )
    expect(removed.status, JSON.stringify(removed.body)).toBe(200)
    created.portal = null
    expect(mine!.offer, 'the offer ticked for it').toBeDefined()
    const [offer] = await staff.find('offers', { id: mine!.offer! })
    expect(offer?.portals ?? []).not.toContain(mine!.id)
    expect((await fetch(mine!.address)).status).toBe(404)
  })

  it('uploads a feed for a dry run and watches the import reach its report without reloading', async () => {
    const page = await staffInAdmin(browser(), contexts, DEMO_STAFF)
    const feed = fs.readFileSync(FEED_FILE, 'utf8')
    await page.goto('/admin/collections/feed-imports/create')
    await page.locator('#field-dryRun').waitFor({ state: 'attached' })
    expect(await page.locator('.feed-import').textContent()).toContain(iw.notYet)
    await page.locator('input[type=file]').first().setInputFiles(FEED_FILE)
    await page.locator('#field-dryRun').check({ force: true })
    expect(await page.locator('#field-dryRun').isChecked()).toBe(true)

    // Another staff member's import is queued just before (one import runs at a time, on the
    // queue's next look): this one waits its turn, so the screen first shows it waiting.
    const ahead = await page.evaluate(async (xml) => {
      const form = new FormData()
      form.append('file', new Blob([xml], { type: 'application/xml' }), 'ahead.xml')
      form.append('_payload', JSON.stringify({ dryRun: true, feedName: 'e2e-ahead' }))
      const res = await fetch('/cms-api/feed-imports?depth=0', {
        method: 'POST',
        body: form,
        credentials: 'include',
      })
      return { status: res.status, body: (await res.json()) as { doc?: { id: number | string } } }
    }, feed)
    expect(ahead.status).toBe(201)
    created.imports.push(ahead.body.doc!.id)

    const polls: string[] = []
    page.on('request', (r) => {
      if (/\/cms-api\/feed-imports\/[^/?]+\?depth=0$/.test(r.url())) polls.push(r.url())
    })
    await page.locator('#action-save').click()
    await page.waitForURL(/\/admin\/collections\/feed-imports\/(?!create)[^/?#]+$/)
    const id = /\/feed-imports\/([^/?#]+)$/.exec(page.url())![1]!
    created.imports.push(id)
    // The saved import's screen: its progress heading (the create form has none).
    const progress = page.locator('.feed-import[data-import-status]')
    await progress.locator('h3').waitFor()
    // The first state shown is the import waiting or running; the page is marked, so a reload would show.
    expect(['queued', 'running']).toContain(await progress.getAttribute('data-import-status'))
    await page.evaluate(() => {
      ;(window as Window & { e2eNotReloaded?: boolean }).e2eNotReloaded = true
    })

    // The queue is looked at every few seconds and runs one import at a time: this one comes second.
    await expect
      .poll(() => progress.getAttribute('data-import-status'), { timeout: 90_000, interval: 250 })
      .toBe('done')
    expect(
      await page.evaluate(() => (window as Window & { e2eNotReloaded?: boolean }).e2eNotReloaded),
    ).toBe(true)
    expect(polls.filter((u) => u.includes(`/feed-imports/${id}?`)).length).toBeGreaterThan(0)

    expect(await progress.locator('h3').textContent()).toBe(iw.progressOf(iw.status.done!))
    expect(await progress.textContent()).toContain(iw.read(3, 3))
    expect(await progress.locator('.feed-import__dry').textContent()).toBe(iw.dryRun)
    expect(await progress.locator('[data-count="created"] dt').textContent()).toBe(
      iw.counts.created,
    )
    expect(await progress.locator('[data-count="created"] dd').textContent()).toBe('3')
    expect(await progress.locator('[data-count="updated"] dd').textContent()).toBe('0')
    expect(await progress.locator('.feed-import__fatal').count()).toBe(0)

    // A dry run changes nothing: none of the feed's offers exists.
    for (const ref of ['KY-VILLA-1', 'KY-PENT-2', 'KY-CASTLE-3'])
      expect(await staff.find('offers', { of_ref: ref })).toEqual([])
    const stored = await adminFetch<{ status?: string; report?: { dryRun?: boolean } }>(
      page,
      'GET',
      `/cms-api/feed-imports/${id}?depth=0`,
    )
    expect(stored.body).toMatchObject({ status: 'done', report: { dryRun: true } })
  }, 180_000)
})
