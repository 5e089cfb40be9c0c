import type { BrowserContext, Page, Response } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Offer } from '@contract/offer'

import {
  AFTER_PAINT_KEY,
  AFTER_PAINT_NOTE_MAX_AGE_MS,
  PHOTO_PAINT_WAIT_MS,
} from '../../adapters/render/scripts-after-paint'
import { apiJson } from './api'
import { baseUrl, jsErrors, newVisitor, useBrowser, type Viewport } from './browser'
import { expectNoShiftSeen, recordLayoutShifts } from './layout-shift'

const browser = useBrowser()
let detailPath: string

beforeAll(async () => {
  const offer = (await apiJson<{ data: Offer[] }>('/web/1.0/offers?lang=en')).data[0]
  if (!offer) throw new Error('the demo data has no offer')
  detailPath = `/offers/details/${encodeURIComponent(offer.of_slug_fr)}`
})

/**
 * Holds every font file back for a moment: the page is painted in the fallback faces first and the
 * brand faces swap in afterwards, as on a slow phone network, so that the swap's layout shift (if
 * any) is measured.
 */
const FONT_DELAY_MS = 700
async function slowFonts(context: BrowserContext) {
  await context.route(/\.woff2(\?|$)/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, FONT_DELAY_MS))
    await route.continue()
  })
}

/** The font files the page fetched, with what the server answered. */
function fontResponses(page: Page): Response[] {
  const found: Response[] = []
  page.on('response', (r) => {
    if (r.request().resourceType() === 'font') found.push(r)
  })
  return found
}

/**
 * When the page's largest paint (its main photo when it has one) reached the screen, by the
 * browser's own record, and which font or script files were asked for before that moment (or,
 * for a photo with no such record, before the loader's wait after it came in).
 */
function startsAfterLargestPaint(page: Page) {
  return page.evaluate(
    (waitMs) =>
      new Promise<{ painted: boolean; early: string[] }>((resolve) => {
        const photo = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]')
        new PerformanceObserver((list, observer) => {
          observer.disconnect()
          const entries = list.getEntries() as (PerformanceEntry & { element?: Element | null })[]
          // The photo's paint; a photo the browser does not rank (a plain colour, a larger text)
          // has none, and the loader waits for it a while after it came in, no longer.
          const paint = entries.find((e) => (photo ? e.element === photo : true))
          const photoIn = photo
            ? (performance.getEntriesByName(photo.currentSrc)[0] as PerformanceResourceTiming)
            : undefined
          const from = Math.min(
            paint?.startTime ?? Infinity,
            photoIn ? photoIn.responseEnd + waitMs : Infinity,
          )
          if (from === Infinity) return resolve({ painted: false, early: [] })
          const early = performance
            .getEntriesByType('resource')
            .filter((r) => /\.(woff2|js)$/.test(new URL(r.name).pathname))
            .filter((r) => r.startTime < from)
            .map((r) => `${new URL(r.name).pathname} at ${Math.round(r.startTime)} ms`)
          resolve({ painted: true, early })
        }).observe({ type: 'largest-contentful-paint', buffered: true })
      }),
    PHOTO_PAINT_WAIT_MS,
  )
}

/**
 * The faces the browser actually drew an element's text with (not the CSS stack it asked for). A
 * variable font is named after its default instance (Cormorant Garamond's is "Light").
 */
async function renderedFaces(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('DOM.enable')
  await cdp.send('CSS.enable')
  const { root } = await cdp.send('DOM.getDocument')
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector })
  if (!nodeId) throw new Error(`no ${selector} on the page`)
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId })
  await cdp.detach()
  return [...new Set(fonts.map((f) => `${f.familyName}${f.isCustomFont ? ' (web font)' : ''}`))]
}

/** The brand faces the document has loaded. */
const loadedFaces = (page: Page) =>
  page.evaluate(async () => {
    await document.fonts.ready
    return [...document.fonts]
      .filter((f) => f.status === 'loaded')
      .map((f) => f.family.replace(/^"|"$/g, ''))
  })

const drawnWith = (family: string) => [
  expect.stringMatching(new RegExp(`^${family}( \\w+)? \\(web font\\)$`)),
]

const fileName = (r: Response) => new URL(r.url()).pathname.split('/').pop()!

for (const viewport of ['phone', 'desktop'] as Viewport[]) {
  describe(`the brand's type on a ${viewport}`, () => {
    for (const [name, path] of [
      ['the home page', () => '/?lang=en'],
      ['an offer', () => `${detailPath}?lang=en`],
      ['the contact page', () => '/contact?lang=en'],
    ] as const) {
      it(`${name}: Cormorant Garamond headings and Inter text from our own server, swapped in without moving anything`, async () => {
        const { context, page } = await newVisitor(browser(), viewport)
        await slowFonts(context)
        await context.addInitScript(recordLayoutShifts)
        const fonts = fontResponses(page)
        const document = await page.goto(path())

        // The policy lets fonts come from our origin only.
        const policy = (await document!.headerValue('content-security-policy')) ?? ''
        expect(policy).toMatch(/(^|;)\s*font-src 'self'\s*(;|$)/)

        // No font is asked for with the page: the faces' rules come inert, for print only, and
        // are turned on once the page's first photo is in.
        expect(await page.locator('link[rel="preload"][as="font"]').count()).toBe(0)
        const faces = page.locator('style[data-after-paint]')
        expect(await faces.count()).toBe(1)
        expect(await faces.evaluate((s) => s.textContent)).toContain('@font-face')
        await expect.poll(() => faces.evaluate((s) => (s as HTMLStyleElement).media)).toBe('all')

        expect(await loadedFaces(page)).toEqual(
          expect.arrayContaining(['Cormorant Garamond', 'Inter']),
        )
        expect(await renderedFaces(page, 'h1')).toEqual(drawnWith('Cormorant Garamond'))
        expect(await renderedFaces(page, 'h2')).toEqual(drawnWith('Cormorant Garamond'))
        expect(await renderedFaces(page, 'main p')).toEqual(drawnWith('Inter'))

        // From our origin, WOFF2, with the long cache of the build's hashed files; an English page
        // takes the Latin files (and the Latin-ext ones for a character such as "€" absent from Latin, if shown), never the Cyrillic ones.
        const names = fonts.map(fileName)
        expect(names).toEqual(
          expect.arrayContaining([
            expect.stringMatching(/^cormorant-garamond-latin-wght-normal-[\w-]+\.woff2$/),
            expect.stringMatching(/^inter-latin-wght-normal-[\w-]+\.woff2$/),
          ]),
        )
        expect(names.filter((n) => n.includes('cyrillic'))).toEqual([])
        for (const r of fonts) {
          expect(new URL(r.url()).origin, r.url()).toBe(new URL(baseUrl()).origin)
          expect(r.status(), r.url()).toBe(200)
          expect(r.headers()['content-type'], r.url()).toBe('font/woff2')
          expect(r.headers()['cache-control'], r.url()).toMatch(/max-age=31536000/)
          expect(r.headers()['cache-control'], r.url()).toMatch(/immutable/)
        }
        // Each file fetched once; no font and no script asked for before the page's main photo
        // (or, without one, its first content) was on the screen, as the browser recorded it.
        expect(new Set(names).size).toBe(names.length)
        const order = await startsAfterLargestPaint(page)
        expect(order.painted, 'the main photo came in or was recorded on the screen').toBe(true)
        expect(order.early, 'files asked for before the largest paint').toEqual([])

        // The swap from the metric-matched fallbacks moved nothing a visitor sees.
        await page.waitForTimeout(300)
        await expectNoShiftSeen(page, 'as the fonts swapped in')
        expect(jsErrors(page)).toEqual([])
        await context.close()
      })
    }
  })
}

describe('a page in Russian', () => {
  it('takes the Cyrillic files of both faces as well, from our own server', async () => {
    const { context, page } = await newVisitor(browser(), 'desktop')
    const fonts = fontResponses(page)
    await page.goto('/?lang=ru')
    await loadedFaces(page)
    expect(await renderedFaces(page, 'h1')).toEqual(drawnWith('Cormorant Garamond'))
    const names = fonts.map(fileName)
    expect(names).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^cormorant-garamond-cyrillic-wght-normal-[\w-]+\.woff2$/),
        expect.stringMatching(/^inter-cyrillic-wght-normal-[\w-]+\.woff2$/),
      ]),
    )
    for (const r of fonts) expect(r.headers()['content-type'], r.url()).toBe('font/woff2')
    await context.close()
  })
})

describe('a returning visitor', () => {
  /** Whether the faces' rules were on when the page's HTML had been read, before any script of the page ran. */
  const onAtParse = (page: Page) =>
    page.evaluate(() => (window as unknown as { facesAtParse?: string }).facesAtParse === 'all')
  const note = (page: Page) => page.evaluate((key) => localStorage.getItem(key), AFTER_PAINT_KEY)

  it('gets the faces with the first paint once they are cached, and after it again once the note is too old', async () => {
    const { context, page } = await newVisitor(browser(), 'desktop')
    await context.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () => {
        const style = document.querySelector<HTMLStyleElement>('style[data-after-paint]')
        ;(window as unknown as { facesAtParse?: string }).facesAtParse = style?.media
      }),
    )
    // First visit: the faces come after the paint, and the loader notes them once they are in.
    await page.goto('/contact?lang=en')
    expect(await onAtParse(page)).toBe(false)
    await loadedFaces(page)
    await expect
      .poll(() => note(page), { timeout: 10_000 })
      .toMatch(/^\/assets\/brand-faces-[\w-]+\.css \d+$/)
    const [, notedAt] = (await note(page))!.split(' ')
    expect(Math.abs(Date.now() - Number(notedAt))).toBeLessThan(60_000)

    // The next page draws its first paint with them, from the cache.
    await page.goto('/?lang=en')
    expect(await onAtParse(page)).toBe(true)

    // A note older than its age limit is not believed: the faces come after the paint, and are noted anew.
    const old = Date.now() - AFTER_PAINT_NOTE_MAX_AGE_MS - 60_000
    await page.evaluate(
      ([key, at]) => {
        const [href] = (localStorage.getItem(key as string) ?? '').split(' ')
        localStorage.setItem(key as string, `${href} ${at}`)
      },
      [AFTER_PAINT_KEY, old],
    )
    await page.goto('/contact?lang=en')
    expect(await onAtParse(page)).toBe(false)
    await loadedFaces(page)
    await expect
      .poll(async () => Number((await note(page))?.split(' ')[1]), { timeout: 10_000 })
      .toBeGreaterThan(old)
    expect(jsErrors(page)).toEqual([])
    await context.close()
  })
})
