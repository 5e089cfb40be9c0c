import fs from 'node:fs'
import path from 'node:path'

import { chromium, type Browser, type Page } from 'playwright-core'
import type { Offer } from '@contract/offer'

import { readOutbox } from '@cms/domain/email/outbox-transport'
import { ensureBuilt } from '../scripts/build-steps'
import { startDemoServer } from '../scripts/demo-server'
import { CHROME_PATH } from './lighthouse'

/**
 * The phone journey from an offer to a sent visit request (run by hand: `npm run bench:journey`):
 * the real server in production mode with the demo data, Chromium as a 390×844 touch phone in
 * French. It prints the sticky header's height at the top and once scrolled, how far down the page
 * the visit form sits (what a visitor scrolled before the actions bar), then goes from the top of an
 * offer to a sent request as a visitor does, counting taps and the page's own scrolling. With
 * SCREENSHOTS=<dir> it also saves the detail page (top, scrolled with its bar, the viewer), the
 * viewer at 1440 px, the filter sheet, the home page at 390 and 1440 px and the welcome mail.
 * It asserts nothing.
 */
const PHONE = { width: 390, height: 844 }
const shots = process.env.SCREENSHOTS ? path.resolve(process.env.SCREENSHOTS) : null

async function visitor(browser: Browser, base: string, viewport = PHONE): Promise<Page> {
  const phone = viewport.width < 768
  const context = await browser.newContext({
    viewport,
    baseURL: base,
    locale: 'fr-FR',
    isMobile: phone,
    hasTouch: phone,
    deviceScaleFactor: phone ? 2 : 1,
  })
  await context.addCookies([{ name: 'belsunce_allertcookie', value: 'ok', url: base }])
  return context.newPage()
}

async function open(page: Page, url: string) {
  await page.goto(url)
  await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 30_000 })
}

/** The part of the sticky header on screen, and the height the page's content starts under (header and top bar), in CSS pixels. */
const headerHeight = (page: Page) =>
  page.evaluate(() => {
    const r = document.querySelector('.site-header')!.getBoundingClientRect()
    return {
      sticky: Math.round(Math.max(0, r.bottom - Math.max(0, r.top))),
      above: Math.round(Math.max(0, r.bottom)),
    }
  })

async function shot(page: Page, name: string, fullPage = false) {
  if (!shots) return
  await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage })
  console.log(`  saved ${name}.png`)
}

async function main() {
  await ensureBuilt(['site'])
  console.log(
    '▸ starting the server with the demo data (production mode, fresh DATA_DIR; seeding takes a while)…',
  )
  const server = await startDemoServer({ admin: false, env: { SMTP_HOST: '' } })
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: ['--no-sandbox', '--disable-gpu'],
  })
  if (shots) fs.mkdirSync(shots, { recursive: true })
  try {
    const offers = (
      (await (await fetch(`${server.url}/web/1.0/offers?lang=fr`)).json()) as { data: Offer[] }
    ).data
    const offer = offers.find((o) => o.of_sell && (o.images?.length ?? 0) >= 3) ?? offers[0]
    const offerUrl = `/offers/details/${offer.of_slug_fr}?lang=fr`
    console.log(`▸ offer ${offer.of_slug_fr}, phone ${PHONE.width}×${PHONE.height}, French`)

    const page = await visitor(browser, server.url)
    await open(page, offerUrl)
    const atTop = await headerHeight(page)
    await shot(page, 'detail-top-390')
    const formTop = await page.evaluate(() =>
      Math.round(document.getElementById('visit-request')!.getBoundingClientRect().top + scrollY),
    )
    const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight)
    await page.evaluate(() => scrollTo(0, 900))
    await page.waitForTimeout(400)
    const scrolled = await headerHeight(page)
    await shot(page, 'detail-scrolled-bar-390')
    await page.evaluate(() => scrollTo(0, 0))

    // From the top of the offer to a sent request, as a visitor: every tap counted, no scrolling by hand.
    let taps = 0
    const tap = async (selector: Parameters<Page['locator']>[0] | ReturnType<Page['locator']>) => {
      taps++
      await (typeof selector === 'string' ? page.locator(selector) : selector).first().click()
    }
    const typeIn = async (label: string, text: string) => {
      await tap(form.getByRole('textbox', { name: label, exact: true }))
      await page.keyboard.type(text)
    }
    const started = Date.now()
    await tap('.detail-actions__visit')
    const tapsToForm = taps
    const focusedField = await page.evaluate(
      () => (document.activeElement as HTMLInputElement | null)?.name ?? '',
    )
    const form = page.getByRole('form', { name: 'Demander une visite' })
    await tap(form.getByRole('radio', { name: 'Mme' }))
    await typeIn('Prénom', 'Camille')
    await typeIn('Nom', 'Durand')
    await typeIn('E-mail', `camille.${Date.now()}@example.com`)
    await typeIn('Téléphone', '+33 6 12 34 56 78')
    taps++
    await form.getByRole('combobox', { name: 'Pays' }).selectOption({ label: 'France' })
    const day = (offset: number) =>
      new Date(Date.now() + offset * 86_400_000).toLocaleDateString('fr-FR', {
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
      })
    await typeIn('Disponible du', day(7))
    await typeIn('au', day(14))
    await tap(form.getByRole('button', { name: 'Envoyer ma demande' }))
    const dialog = page.getByRole('dialog')
    await dialog.waitFor({ timeout: 30_000 })
    const answer = (await dialog.textContent())?.replace(/\s+/g, ' ').trim()
    const seconds = ((Date.now() - started) / 1000).toFixed(1)

    console.log('\n| measure (390×844) | value |')
    console.log('|:--|--:|')
    console.log(`| top bar and header at the top of the page | ${atTop.above} px |`)
    console.log(
      `| sticky header once scrolled | ${scrolled.sticky} px (${Math.round((scrolled.sticky / PHONE.height) * 100)} % of the screen) |`,
    )
    console.log(`| page height | ${pageHeight} px |`)
    console.log(
      `| visit form from the top of the page (scrolling without the bar) | ${formTop} px (${(formTop / PHONE.height).toFixed(1)} screens) |`,
    )
    console.log(
      `| taps to the visit form with the bar | ${tapsToForm} (focus in "${focusedField}"), 0 px scrolled by hand |`,
    )
    console.log(
      `| taps from the top of the offer to a sent request | ${taps} (1 bar, 8 fields, 1 send), 0 px scrolled by hand |`,
    )
    console.log(`| time taken by the script | ${seconds} s |`)
    console.log(`\nanswer: "${answer}"`)

    if (shots) {
      await page.keyboard.press('Escape')
      const mail = readOutbox(path.join(server.dataDir, 'outbox')).find((m) =>
        m.to.startsWith('camille.'),
      )
      if (mail?.html) {
        for (const width of [390, 1440]) {
          const mailPage = await visitor(browser, server.url, { width, height: 900 })
          await mailPage.setContent(mail.html, { waitUntil: 'load' })
          await shot(mailPage, `mail-welcome-${width}`, true)
        }
      }
      for (const viewport of [PHONE, { width: 1440, height: 900 }]) {
        const p = await visitor(browser, server.url, viewport)
        await open(p, offerUrl)
        await p.locator('.gallery__open').click()
        await p.locator('dialog.photo-viewer[open] .photo-viewer__img').waitFor()
        await p.waitForTimeout(600)
        await shot(p, `viewer-${viewport.width}`)
        await open(p, '/?lang=fr')
        await shot(p, `home-${viewport.width}`, true)
      }
      const list = await visitor(browser, server.url)
      await open(list, '/offers/monaco/rents_and_sales/types-all/pieces-all/budget-all/1?lang=fr')
      await list.getByRole('button', { name: 'Filtres', exact: true }).click()
      await list.getByRole('dialog', { name: 'Filtres' }).waitFor()
      await list.waitForTimeout(600)
      await shot(list, 'filter-sheet-390')
    }
  } finally {
    await browser.close()
    await server.stop()
  }
}

await main()
