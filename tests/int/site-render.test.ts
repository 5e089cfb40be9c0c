import { createHash } from 'node:crypto'

import { describe, expect, it } from 'vitest'
import { formatPrice } from '@contract/format-price'
import { htmlLang, LANGUAGES, type Language } from '@contract/languages'

import type { Offer } from '@cms/payload-types'
import { makeOffer } from '../helpers/factories'
import { uploadPhoto } from '../helpers/catalogue'
import { useServer } from '../helpers/server'

const running = useServer()

const NAMES: Record<Language, string> = {
  fr: 'Appartement lumineux',
  en: 'Bright apartment',
  sp: 'Piso luminoso',
  ru: 'Светлая квартира',
  it: 'Appartamento luminoso',
}
const TEXTS: Record<Language, string> = {
  fr: 'Trois pièces face à la mer, entièrement rénové.',
  en: 'Three rooms facing the sea, fully renovated.',
  sp: 'Tres habitaciones frente al mar, totalmente reformado.',
  ru: 'Три комнаты с видом на море, полностью отремонтированы.',
  it: 'Tre locali fronte mare, completamente ristrutturato.',
}

/** A published offer with its name and description in the five languages. */
async function multilingualOffer(data: Partial<Offer> = {}) {
  const offer = await makeOffer(running.payload, {
    of_sell: true,
    of_price_sell: 2_400_000,
    of_surface: 95,
    of_nbpieces: 3,
    ...data,
  })
  for (const lang of LANGUAGES) {
    await running.payload.update({
      collection: 'offers',
      id: offer.id,
      locale: lang,
      data: { of_name: NAMES[lang], of_text: TEXTS[lang] } as never,
      overrideAccess: true,
    })
  }
  return (await running.payload.findByID({
    collection: 'offers',
    id: offer.id,
    overrideAccess: true,
    depth: 0,
  })) as Offer
}

/** The page as a crawler gets it: no JavaScript, and React's text separators removed. */
async function page(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${running.url}${path}`, { redirect: 'manual', headers })
  const html = (await res.text()).replace(/<!-- -->/g, '')
  return { res, html }
}

const attr = (html: string, pattern: RegExp) => html.match(pattern)?.[1]
const unescape = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')

function jsonLd(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (m) => JSON.parse(m[1]) as Record<string, unknown>,
  )
}

describe('server-rendered detail page', () => {
  it('carries the offer, its head and its structured data in each of the five languages', async () => {
    const offer = await multilingualOffer()
    for (const lang of LANGUAGES) {
      const path = `/offers/details/${offer.of_slug_fr}?lang=${lang}`
      const { res, html } = await page(path)
      expect(res.status, lang).toBe(200)
      expect(res.headers.get('content-type')).toMatch(/^text\/html/)
      expect(attr(html, /<html lang="([^"]+)"/), lang).toBe(htmlLang(lang))
      const body = html.slice(html.indexOf('<body'))
      expect(body, lang).toContain(`<h1 class="page-title detail__title">${NAMES[lang]}</h1>`)
      expect(body, lang).toContain(formatPrice(2_400_000, lang))
      expect(body, lang).toContain(TEXTS[lang])
      expect(unescape(attr(html, /<title>([^<]+)<\/title>/) ?? ''), lang).toContain(NAMES[lang])

      const canonical = attr(html, /<link rel="canonical" href="([^"]+)"/)
      expect(canonical, lang).toMatch(
        new RegExp(`/offers/details/${offer.of_slug_fr}\\?lang=${lang}$`),
      )
      const alternates = [
        ...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g),
      ].map((m) => [m[1], m[2]])
      expect(alternates.map(([l]) => l).sort(), lang).toEqual([
        'en',
        'es',
        'fr',
        'it',
        'ru',
        'x-default',
      ])
      expect(alternates.find(([l]) => l === 'x-default')?.[1]).toMatch(
        new RegExp(`/offers/details/${offer.of_slug_fr}$`),
      )

      expect(unescape(attr(html, /<meta property="og:title" content="([^"]+)"/) ?? '')).toContain(
        NAMES[lang],
      )
      expect(attr(html, /<meta property="og:url" content="([^"]+)"/)).toBe(canonical)
      expect(attr(html, /<meta property="og:locale" content="([^"]+)"/)).toMatch(
        /^[a-z]{2}_[A-Z]{2}$/,
      )
      expect(attr(html, /<meta property="og:image" content="([^"]+)"/)).toBeTruthy()
      expect(attr(html, /<meta name="twitter:card" content="([^"]+)"/)).toBe('summary_large_image')

      const data = jsonLd(html)
      const agent = data.find((d) => d['@type'] === 'RealEstateAgent')
      expect(agent, lang).toMatchObject({
        name: expect.any(String),
        telephone: expect.any(String),
        email: expect.any(String),
        logo: expect.stringContaining('/logo.svg'),
      })
      expect((agent?.sameAs as string[]).length).toBeGreaterThan(0)
      const listing = data.find((d) => d['@type'] === 'RealEstateListing')
      expect(listing, lang).toMatchObject({
        name: NAMES[lang],
        url: canonical,
        offers: { '@type': 'Offer', price: 2_400_000, priceCurrency: 'EUR' },
        about: {
          floorSize: { value: 95, unitCode: 'MTK' },
          numberOfRooms: 3,
          address: { addressLocality: 'MONACO', addressCountry: 'Monaco' },
        },
      })
      const crumbs = data.find((d) => d['@type'] === 'BreadcrumbList')
      expect((crumbs?.itemListElement as unknown[]).length).toBe(3)
    }
  })

  it('shows a rent per month in the structured data, and no price at all when it is on request', async () => {
    const rent = await multilingualOffer({ of_sell: false, of_rent: true, of_price_rent: 6_500 })
    const rentListing = jsonLd(
      (await page(`/offers/details/${rent.of_slug_fr}?lang=en`)).html,
    ).find((d) => d['@type'] === 'RealEstateListing')
    expect(rentListing?.offers).toMatchObject({
      price: 6_500,
      priceCurrency: 'EUR',
      priceSpecification: { unitCode: 'MON' },
    })

    const hidden = await multilingualOffer({ of_price_sell: 9_000_000, of_sell_uponrequest: true })
    const { html } = await page(`/offers/details/${hidden.of_slug_fr}?lang=en`)
    const listing = jsonLd(html).find((d) => d['@type'] === 'RealEstateListing')
    expect(listing?.offers).not.toHaveProperty('price')
    expect(html).not.toContain('9000000')
    expect(html).not.toContain(formatPrice(9_000_000, 'en'))
  })

  it('answers 404 with a helpful page for an unknown or unpublished offer', async () => {
    const unknown = await page('/offers/details/no-such-offer?lang=fr')
    expect(unknown.res.status).toBe(404)
    expect(unknown.html).toContain('href="/"')
    const draft = await multilingualOffer({ _status: 'draft' } as Partial<Offer>)
    expect((await page(`/offers/details/${draft.of_slug_fr}`)).res.status).toBe(404)
  })

  it('shows a site text edited by the agency on the next render, in its language only', async () => {
    const title = (html: string) => attr(html, /<h1[^>]*>([^<]+)<\/h1>/)
    const before = {
      fr: title((await page('/?lang=fr')).html),
      en: title((await page('/?lang=en')).html),
    }
    expect(before.fr).toBe("Des biens d'exception, un service sur mesure".replace(/'/g, '&#x27;'))

    const existing = await running.payload.find({
      collection: 'translations',
      where: { tr_key: { equals: 'home.title' } },
      overrideAccess: true,
    })
    const data = {
      tr_key: 'home.title',
      tr_fr: 'Nos plus beaux biens à Monaco',
      tr_en: before.en ?? 'Home',
    }
    if (existing.docs[0])
      await running.payload.update({
        collection: 'translations',
        id: existing.docs[0].id,
        data,
        overrideAccess: true,
      })
    else await running.payload.create({ collection: 'translations', data, overrideAccess: true })

    // Twice: the second render reads the texts the server kept from the first one.
    for (let i = 0; i < 2; i++) {
      expect(title((await page('/?lang=fr')).html)).toBe('Nos plus beaux biens à Monaco')
      expect(title((await page('/?lang=en')).html)).toBe(before.en)
    }
  })

  it('redirects an unknown address home over HTTP, and picks the language from the cookie, then Accept-Language', async () => {
    const missing = await page('/nothing-here')
    expect(missing.res.status).toBe(302)
    expect(missing.res.headers.get('location')).toBe('/')

    expect(
      attr((await page('/contact', { cookie: 'belsunce_lang=ru' })).html, /<html lang="([^"]+)"/),
    ).toBe('ru')
    expect(
      attr(
        (await page('/contact', { 'accept-language': 'es-ES,es;q=0.9,en;q=0.5' })).html,
        /<html lang="([^"]+)"/,
      ),
    ).toBe('es')
    expect(
      attr(
        (await page('/contact?lang=it', { cookie: 'belsunce_lang=ru' })).html,
        /<html lang="([^"]+)"/,
      ),
    ).toBe('it')
    expect(
      attr((await page('/contact', { 'accept-language': 'de-DE' })).html, /<html lang="([^"]+)"/),
    ).toBe('en')
  })

  it("allows the page's inline scripts by their hashes only, in a fresh render and a kept one", async () => {
    for (const path of ['/contact?lang=fr', '/contact?lang=fr', '/contact?from=mail']) {
      // The policy and the scripts of one answer: a page rendered anew carries new data.
      const res = await fetch(`${running.url}${path}`)
      const raw = await res.text()
      const scriptSrc =
        res.headers
          .get('content-security-policy')
          ?.split(';')
          .map((d) => d.trim())
          .find((d) => d.startsWith('script-src')) ?? ''
      expect(scriptSrc).not.toContain('unsafe-inline')
      const inline = [
        ...raw.matchAll(
          /<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g,
        ),
      ]
        .map((m) => m[1])
        .filter(Boolean)
      expect(inline.length, path).toBeGreaterThan(0)
      for (const code of inline)
        expect(scriptSrc, path).toContain(
          `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`,
        )
      expect(raw).toContain('<main id="main"')
    }
  })

  it('writes the stylesheet into the head and lets the photo at the top load before the scripts', async () => {
    for (const path of ['/contact', '/contact']) {
      const { html } = await page(path)
      const style = /<style data-inline="(\/assets\/[^"]+\.css)">([\s\S]*?)<\/style>/.exec(html)
      expect(style, path).not.toBeNull()
      const [, href, css] = style!
      // The same text as the built file, and no request left for it before the first paint.
      expect(css).toBe(await (await fetch(`${running.url}${href}`)).text())
      expect(css).toContain('.site-header')
      expect(html).not.toContain(`<link rel="stylesheet" href="${href}"`)
      // Nothing in the HTML fetches a script: the inert bootstrap lists them for the loader after it.
      expect(html).not.toMatch(/<link rel="modulepreload"/)
      expect(html).not.toMatch(/<script type="module"/)
      const boot =
        /<script type="text\/x-after-paint" id="page-scripts" data-preload="([^"]+)">([\s\S]*?)<\/script><script>([\s\S]*?)<\/script>/.exec(
          html,
        )
      expect(boot, path).not.toBeNull()
      const [, preloads, bootstrap, loader] = boot!
      expect(preloads.split(' ').every((href) => /^\/assets\/[\w.-]+\.js$/.test(href))).toBe(true)
      expect(bootstrap).toContain('import("/assets/entry.client-')
      expect(loader).toContain('img[fetchpriority="high"]')
    }
  })

  it("names one photo file in an offer's HTML, its main one: the thumbnails' files wait for the page to run", async () => {
    const photos = [
      await uploadPhoto(running.payload, 'render-main'),
      await uploadPhoto(running.payload, 'render-second'),
      await uploadPhoto(running.payload, 'render-third'),
    ]
    const offer = await multilingualOffer({ images: photos.map((p) => p.id) })
    const { html } = await page(`/offers/details/${offer.of_slug_fr}?lang=fr`)
    const photoFiles = [...html.matchAll(/<img\b[^>]*>/g)]
      .map(([tag]) => tag)
      .filter((tag) => tag.includes('/api/1.0/images/'))
    expect(photoFiles).toHaveLength(1)
    expect(photoFiles[0]).toMatch(/fetchpriority="high"/i)
    expect(photoFiles[0]).toContain(`/api/1.0/images/${photos[0]!.id}/`)
    // The thumbnails are there, sized, with no file yet.
    const thumbs = [...html.matchAll(/<img\b[^>]*\bwidth="75"[^>]*>/g)].map(([tag]) => tag)
    expect(thumbs).toHaveLength(photos.length)
    for (const tag of thumbs) {
      expect(tag).toContain('height="75"')
      expect(tag).not.toMatch(/\bsrc(set)?=/i)
    }
  })

  it("names one photo file in a list's HTML, the first card's: the other cards' files wait for the page to run", async () => {
    for (const name of ['list-one', 'list-two', 'list-three'])
      await multilingualOffer({ images: [(await uploadPhoto(running.payload, name)).id] })
    const { html } = await page(
      '/offers/monaco/rents_and_sales/types-all/pieces-all/budget-all/1?lang=fr',
    )
    const cards = [...html.matchAll(/<img\b[^>]*card-carousel__img[^>]*>/g)].map(([tag]) => tag)
    expect(cards.length).toBeGreaterThanOrEqual(3)
    const withFile = cards.filter((tag) => /\bsrc(set)?=/i.test(tag))
    expect(withFile).toHaveLength(1)
    expect(withFile[0]).toBe(cards[0])
    expect(cards[0]).toMatch(/fetchpriority="high"/i)
    // Every card keeps its photo's box, so nothing moves when the files come.
    for (const tag of cards)
      expect(tag).toMatch(/width="400"[^>]*height="300"|height="300"[^>]*width="400"/)
  })

  it("asks for no stylesheet and no font before the first paint: the brand's faces come inert, for the loader to turn on", async () => {
    for (const path of ['/', '/contact']) {
      const { html } = await page(path)
      // The home page's own rules are in the inline stylesheet too: no request waits for them.
      const outsideNoscript = html.replace(/<noscript>[\s\S]*?<\/noscript>/g, '')
      expect(outsideNoscript, path).not.toMatch(/<link rel="stylesheet"/)
      expect(html, path).not.toMatch(/<link rel="preload"[^>]* as="font"/)
      const faces =
        /<style data-inline="(\/assets\/brand-faces-[\w-]+\.css)" data-after-paint="" media="print">([\s\S]*?)<\/style>/.exec(
          html,
        )
      expect(faces, path).not.toBeNull()
      const [, href, css] = faces!
      expect(css).toBe(await (await fetch(`${running.url}${href}`)).text())
      expect(css).toMatch(/@font-face\{font-family:Cormorant Garamond;/)
      expect(css).toMatch(/@font-face\{font-family:Inter;/)
      // The site's own stylesheet keeps only the metric-matched fallbacks, which fetch nothing.
      const site = /<style data-inline="\/assets\/site-[\w-]+\.css">([\s\S]*?)<\/style>/.exec(
        html,
      )![1]
      expect(site).toContain('Cormorant Garamond Fallback Georgia')
      expect(site).not.toMatch(/\.woff2/)
      expect(html).toContain('style[data-after-paint]')
      // Without scripts, the same rules from the file.
      expect(html).toContain(`<noscript><link rel="stylesheet" href="${href}"></noscript>`)
    }
  })
})

describe('hashed assets and photos', () => {
  it('carry the headers that apply to a subresource, not the document policies', async () => {
    const { html } = await page('/contact')
    const script = /data-preload="(\/assets\/[^" ]+\.js)/.exec(html)?.[1]
    expect(script).toBeDefined()
    const asset = await fetch(`${running.url}${script}`)
    expect(asset.status).toBe(200)
    expect(asset.headers.get('x-content-type-options')).toBe('nosniff')
    expect(asset.headers.get('cross-origin-resource-policy')).toBe('same-origin')
    for (const name of ['content-security-policy', 'permissions-policy', 'x-frame-options'])
      expect(asset.headers.get(name), name).toBeNull()
    const document = await fetch(`${running.url}/contact`)
    for (const name of ['content-security-policy', 'permissions-policy', 'x-frame-options'])
      expect(document.headers.get(name), name).not.toBeNull()
  })
})
