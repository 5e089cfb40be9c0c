import type { AddressInfo } from 'node:net'
import type http from 'node:http'

import express from 'express'
import { XMLParser, XMLValidator } from 'fast-xml-parser'
// The conformance check Lighthouse runs on an AI catalog (its agentic browsing category).
import { ConformanceTester } from 'lighthouse/third-party/ard/ard.js'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { env } from '@cms/env'
import { createPublicCache } from '../../adapters/public-cache'
import { crawlFilesRouter } from '../../adapters/seo/routes'
import { SITEMAP_LIMITS, type SitemapLimits } from '../../adapters/seo/sitemap-files'
import { PUBLIC_PAGES } from '../../adapters/seo/public-pages'
import { publishedWebOffers } from '../helpers/catalogue'
import { useServer } from '../helpers/server'
import { useCatalogue } from '../helpers/use-catalogue'

const fx = await useCatalogue()
const running = useServer()
const origin = () => env().PUBLIC_URL
const LANGS = ['fr', 'en', 'sp', 'ru', 'it'] as const
const HREFLANGS = ['fr', 'en', 'es', 'ru', 'it', 'x-default']

type Link = { '@_rel': string; '@_hreflang': string; '@_href': string }
type Url = {
  loc: string
  lastmod?: string
  'xhtml:link': Link[]
  'image:image'?: { 'image:loc': string }[]
}
type Doc = {
  urlset?: { '@_xmlns': string; '@_xmlns:xhtml': string; '@_xmlns:image': string; url?: Url[] }
  sitemapindex?: { '@_xmlns': string; sitemap: { loc: string; lastmod?: string }[] }
}

const parser = new XMLParser({
  ignoreAttributes: false,
  parseTagValue: false,
  isArray: (name) => ['url', 'xhtml:link', 'image:image', 'sitemap'].includes(name),
})

/** A crawl file as text, with its answer's headers. */
async function get(base: string, path: string) {
  const res = await fetch(`${base}${path}`)
  return {
    status: res.status,
    type: res.headers.get('content-type') ?? '',
    cacheControl: res.headers.get('cache-control') ?? '',
    text: await res.text(),
  }
}

/** A sitemap file, checked well-formed, then parsed. */
async function xml(base: string, path: string): Promise<Doc> {
  const res = await get(base, path)
  expect(res.status, res.text).toBe(200)
  expect(res.type).toMatch(/^application\/xml/)
  expect(XMLValidator.validate(res.text)).toBe(true)
  return parser.parse(res.text) as Doc
}

const urlsOf = (doc: Doc): Url[] => doc.urlset?.url ?? []
const offerLoc = (slug: string, lang: string) => `${origin()}/offers/details/${slug}?lang=${lang}`

beforeAll(async () => {
  // A private photo is the agency's own: the image sitemap must not show it.
  await running.payload.update({
    collection: 'offers',
    id: fx.offers[1].id,
    data: { images: [fx.photo.id, fx.privatePhoto.id] } as never,
    overrideAccess: true,
  })
})

describe('GET /robots.txt', () => {
  it('lets every crawler in but the admin, the APIs and the personal pages, and names the sitemap', async () => {
    const res = await get(running.url, '/robots.txt')
    expect(res.status).toBe(200)
    expect(res.type).toMatch(/^text\/plain/)
    expect(res.cacheControl).toBe('public, max-age=300')
    const lines = res.text.split('\n')
    expect(lines[0]).toBe('User-agent: *')
    for (const path of ['/admin', '/cms-api', '/api/', '/account', '/login'])
      expect(lines).toContain(`Disallow: ${path}`)
    // The photos the image sitemap lists stay reachable under the disallowed /api/.
    expect(lines).toContain('Allow: /api/1.0/images/')
    expect(lines).toContain(`Sitemap: ${origin()}/sitemap.xml`)
  })
})

describe('GET /llms.txt', () => {
  it('presents the agency in Markdown, and every address it gives answers', async () => {
    const res = await get(running.url, '/llms.txt')
    expect(res.status).toBe(200)
    expect(res.type).toMatch(/^text\/markdown/)
    expect(res.cacheControl).toBe('public, max-age=300')
    const e = env()
    expect(res.text.split('\n')[0]).toBe(`# ${e.AGENCY_NAME}`)
    expect(res.text).toContain(`${e.AGENCY_ADDRESS} · ${e.AGENCY_PHONE} · ${e.AGENCY_EMAIL}`)
    for (const tool of [
      'search_offers',
      'find_offers',
      'ask_for_visit',
      'contact_agency',
      'estimate_property',
    ])
      expect(res.text).toContain(`\`${tool}\``)
    const links = [...res.text.matchAll(/\]\((https?:[^)\s]+)\)|`GET (https?:[^`\s]+)`/g)].map(
      (m) => m[1] ?? m[2],
    )
    expect(links.length).toBeGreaterThanOrEqual(9)
    for (const link of links) {
      expect(link.startsWith(origin()), link).toBe(true)
      const page = await fetch(link.replace(origin(), running.url))
      expect(page.status, link).toBe(200)
    }
  })
})

describe('GET /.well-known/ai-catalog.json', () => {
  it('is a valid AI catalog (ARD 1.0) whose every address answers', async () => {
    const res = await get(running.url, '/.well-known/ai-catalog.json')
    expect(res.status).toBe(200)
    expect(res.type).toMatch(/^application\/json/)
    const tester = new ConformanceTester()
    tester.validate_manifest(res.text, 'ai-catalog.json')
    expect([...tester.errors, ...tester.warnings]).toEqual([])
    const catalog = JSON.parse(res.text) as { entries: { url: string; identifier: string }[] }
    expect(catalog.entries.map((e) => e.identifier)).toEqual([
      'urn:air:localhost:property-agency:llms-txt',
    ])
    for (const { url } of catalog.entries) {
      expect(url.startsWith(origin()), url).toBe(true)
      expect((await fetch(url.replace(origin(), running.url))).status, url).toBe(200)
    }
  })
})

describe('GET /sitemap.xml', () => {
  it('is a urlset with the hreflang and image namespaces, reused by crawlers for five minutes', async () => {
    const res = await get(running.url, '/sitemap.xml')
    expect(res.cacheControl).toBe('public, max-age=300')
    const doc = await xml(running.url, '/sitemap.xml')
    expect(doc.urlset).toMatchObject({
      '@_xmlns': 'http://www.sitemaps.org/schemas/sitemap/0.9',
      '@_xmlns:xhtml': 'http://www.w3.org/1999/xhtml',
      '@_xmlns:image': 'http://www.google.com/schemas/sitemap-image/1.1',
    })
  })

  it('lists every published web offer once per language, with its date, its six alternates and its public photos', async () => {
    const urls = urlsOf(await xml(running.url, '/sitemap.xml'))
    const offers = await publishedWebOffers(running.payload)
    expect(offers).toHaveLength(30)
    for (const offer of offers) {
      const slug = offer.of_slug_fr as string
      for (const lang of LANGS) {
        const found = urls.filter((u) => u.loc === offerLoc(slug, lang))
        expect(found, `${slug} in ${lang}`).toHaveLength(1)
        const [url] = found
        expect(url.lastmod).toBe(new Date(offer.updatedAt).toISOString())
        expect(url['xhtml:link'].map((l) => l['@_hreflang'])).toEqual(HREFLANGS)
        expect(url['xhtml:link'].every((l) => l['@_rel'] === 'alternate')).toBe(true)
        expect(
          Object.fromEntries(url['xhtml:link'].map((l) => [l['@_hreflang'], l['@_href']])),
        ).toEqual({
          fr: offerLoc(slug, 'fr'),
          en: offerLoc(slug, 'en'),
          es: offerLoc(slug, 'sp'),
          ru: offerLoc(slug, 'ru'),
          it: offerLoc(slug, 'it'),
          'x-default': `${origin()}/offers/details/${slug}`,
        })
        const publicPhotos = (offer.images ?? []).filter((id) => id !== fx.privatePhoto.id)
        expect((url['image:image'] ?? []).map((i) => i['image:loc'])).toEqual(
          publicPhotos.map((id) => `${origin()}/api/1.0/images/${id}/1600/960/cover`),
        )
      }
    }
    expect(urls.filter((u) => u.loc.includes('/offers/details/'))).toHaveLength(30 * LANGS.length)
  })

  it('points photos at a rendition the image endpoint serves', async () => {
    const urls = urlsOf(await xml(running.url, '/sitemap.xml'))
    const photo = urls.flatMap((u) => u['image:image'] ?? [])[0]['image:loc']
    const res = await fetch(photo.replace(origin(), running.url), {
      headers: { accept: 'image/webp' },
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/webp')
  })

  it('lists every public page once per language, with the same alternates and no date', async () => {
    const urls = urlsOf(await xml(running.url, '/sitemap.xml'))
    for (const path of [
      '/',
      '/contact',
      '/agence',
      '/partners',
      '/sitemap',
      '/legalnotice',
      '/offers/sales/monaco',
    ]) {
      for (const lang of LANGS) {
        const found = urls.filter((u) => u.loc === `${origin()}${path}?lang=${lang}`)
        expect(found, `${path} in ${lang}`).toHaveLength(1)
        expect(found[0].lastmod).toBeUndefined()
        expect(found[0]['xhtml:link'].map((l) => [l['@_hreflang'], l['@_href']])).toContainEqual([
          'x-default',
          `${origin()}${path}`,
        ])
        expect(found[0]['xhtml:link']).toHaveLength(6)
      }
    }
    expect(urls).toHaveLength((PUBLIC_PAGES.length + 30) * LANGS.length)
  })

  it('never lists a draft or an offer kept off the web', async () => {
    const text = (await get(running.url, '/sitemap.xml')).text
    const hidden = await running.payload.findByID({
      collection: 'offers',
      id: fx.hidden.id,
      depth: 0,
      overrideAccess: true,
    })
    const draft = await running.payload.findByID({
      collection: 'offers',
      id: fx.draft.id,
      depth: 0,
      draft: true,
      overrideAccess: true,
    })
    for (const slug of [hidden.of_slug_fr, draft.of_slug_fr]) {
      expect(slug).toBeTruthy()
      expect(text).not.toContain(`/offers/details/${slug}`)
    }
  })

  it('is built once and reused while the public data is unchanged, then drops an offer as soon as it is unpublished', async () => {
    const builds = vi.spyOn(running.payload, 'find')
    const sitemapReads = () =>
      builds.mock.calls.filter(
        ([args]) =>
          args.collection === 'offers' &&
          (args.select as Record<string, unknown> | undefined)?.images,
      ).length
    const first = (await get(running.url, '/sitemap.xml')).text
    const second = (await get(running.url, '/sitemap.xml')).text
    expect(second).toBe(first)
    expect(sitemapReads()).toBe(0)

    const target = fx.offers[5]
    expect(first).toContain(`/offers/details/${target.of_slug_fr}?`)
    await running.payload.update({
      collection: 'offers',
      id: target.id,
      data: { _status: 'draft' } as never,
      overrideAccess: true,
    })
    // The tests re-read the data version on every request (PUBLIC_CACHE_CHECK_MS=0); the server's default is within a second.
    const after = (await get(running.url, '/sitemap.xml')).text
    expect(sitemapReads()).toBe(1)
    expect(after).not.toContain(`/offers/details/${target.of_slug_fr}`)
    expect(
      urlsOf(parser.parse(after) as Doc).filter((u) => u.loc.includes('/offers/details/')),
    ).toHaveLength(29 * LANGS.length)
    builds.mockRestore()
  })

  it('has no other sitemap files while it fits in one', async () => {
    expect((await get(running.url, '/sitemaps/pages.xml')).status).toBe(404)
    expect((await get(running.url, '/sitemaps/offers-1.xml')).status).toBe(404)
  })
})

describe('sitemap index, beyond the size of one file', () => {
  const servers: http.Server[] = []
  /** The crawl files alone, with other limits, on a port of their own. */
  async function serve(limits: SitemapLimits): Promise<string> {
    const app = express().use(
      crawlFilesRouter(
        { payload: running.payload, env: env(), publicCache: createPublicCache(running.payload) },
        limits,
      ),
    )
    const server = await new Promise<http.Server>((resolve) => {
      const s = app.listen(0, () => resolve(s))
    })
    servers.push(server)
    return `http://localhost:${(server.address() as AddressInfo).port}`
  }
  afterAll(async () => {
    await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))))
  })

  /** The index's files, each parsed, by name. */
  async function files(base: string) {
    const index = await xml(base, '/sitemap.xml')
    expect(index.urlset).toBeUndefined()
    expect(index.sitemapindex?.['@_xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9')
    const locs = index.sitemapindex!.sitemap.map((s) => s.loc)
    const out = new Map<string, Url[]>()
    for (const loc of locs) {
      expect(loc.startsWith(`${origin()}/sitemaps/`)).toBe(true)
      out.set(loc.slice(origin().length), urlsOf(await xml(base, loc.slice(origin().length))))
    }
    return { index: index.sitemapindex!, files: out }
  }

  it('above the URL limit, points to the pages and to offer files that each stay within it', async () => {
    const base = await serve({ maxUrls: 50, maxBytes: SITEMAP_LIMITS.maxBytes })
    const offers = await publishedWebOffers(running.payload)
    const { index, files: byName } = await files(base)
    const offerFiles = Array.from(
      { length: Math.ceil(offers.length / 10) },
      (_, i) => `/sitemaps/offers-${i + 1}.xml`,
    )
    expect([...byName.keys()]).toEqual(['/sitemaps/pages.xml', ...offerFiles])
    expect(byName.get('/sitemaps/pages.xml')).toHaveLength(PUBLIC_PAGES.length * LANGS.length)
    for (const name of offerFiles) expect(byName.get(name)!.length).toBeLessThanOrEqual(50)
    // Each offer file is dated by its latest offer.
    expect(
      index.sitemap.slice(1).every((s) => s.lastmod && !Number.isNaN(Date.parse(s.lastmod))),
    ).toBe(true)

    const listed = offerFiles.flatMap((name) => byName.get(name)!.map((u) => u.loc))
    expect(listed.sort()).toEqual(
      offers.flatMap((o) => LANGS.map((lang) => offerLoc(o.of_slug_fr as string, lang))).sort(),
    )
    expect((await get(base, `/sitemaps/offers-${offerFiles.length + 1}.xml`)).status).toBe(404)
  })

  it('above the byte limit, splits the offers into files that each stay within it', async () => {
    const maxBytes = 20_000
    const base = await serve({ maxUrls: SITEMAP_LIMITS.maxUrls, maxBytes })
    const { files: byName } = await files(base)
    const offerFiles = [...byName.keys()].filter((name) => name.startsWith('/sitemaps/offers-'))
    expect(offerFiles.length).toBeGreaterThan(1)
    for (const name of offerFiles)
      expect(Buffer.byteLength((await get(base, name)).text)).toBeLessThanOrEqual(maxBytes)
    expect(offerFiles.flatMap((name) => byName.get(name)!)).toHaveLength(
      (await publishedWebOffers(running.payload)).length * LANGS.length,
    )
  })
})
