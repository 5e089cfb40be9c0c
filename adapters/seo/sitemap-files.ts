import type { Payload } from 'payload'
import { LANGUAGES } from '@contract/languages'
import { IMAGE_SIZES, IMAGE_SRCSET } from '@contract/media'
import { imagePath, offerDetailPath } from '@contract/offer'
import { alternates, localizedUrl } from '@contract/page-address'

import type { Id } from '@cms/domain/payload/payload-values'
import { PUBLIC_PAGES } from './public-pages'
import { publicOfferPages } from './public-offer-pages'
import { sitemapIndex, urlElement, urlset, URLSET_CLOSE, URLSET_OPEN, w3cDate } from './sitemap-xml'

/**
 * When one sitemap becomes an index of several: above `maxUrls` URLs or `maxBytes` bytes (the
 * protocol allows 50,000 and 50 MB a file; these leave a margin). The same limits bound each file
 * of the index.
 */
export type SitemapLimits = { maxUrls: number; maxBytes: number }
export const SITEMAP_LIMITS: SitemapLimits = { maxUrls: 45_000, maxBytes: 45 * 1024 * 1024 }

/** The sitemap's photos: the largest full-screen rendition the image endpoint serves. */
const [PHOTO_WIDTH, PHOTO_HEIGHT] = [IMAGE_SIZES.fullscreen, ...IMAGE_SRCSET.fullscreen].reduce(
  (a, b) => (b[0] > a[0] ? b : a),
)

/** One `<url>` a language for a page, each with every language's alternate. */
function pageUrls(origin: string, path: string, lastmod?: string, images: string[] = []): string[] {
  const links = alternates(path, origin)
  return LANGUAGES.map((lang) =>
    urlElement({ loc: localizedUrl(origin, path, lang), lastmod, alternates: links, images }),
  )
}

type Block = { urls: string[]; bytes: number; lastmod?: string }
const block = (urls: string[], lastmod?: string): Block => ({
  urls,
  bytes: urls.reduce((n, u) => n + Buffer.byteLength(u), 0),
  lastmod,
})
const ENVELOPE_BYTES = Buffer.byteLength(URLSET_OPEN) + Buffer.byteLength(URLSET_CLOSE)

/** Offer blocks packed in order into files within the limits; an offer's languages stay together. */
function pack(blocks: Block[], { maxUrls, maxBytes }: SitemapLimits): Block[][] {
  const files: Block[][] = []
  let current: Block[] = []
  let urls = 0
  let bytes = ENVELOPE_BYTES
  for (const b of blocks) {
    if (current.length && (urls + b.urls.length > maxUrls || bytes + b.bytes > maxBytes)) {
      files.push(current)
      current = []
      urls = 0
      bytes = ENVELOPE_BYTES
    }
    current.push(b)
    urls += b.urls.length
    bytes += b.bytes
  }
  if (current.length) files.push(current)
  return files
}

const latest = (dates: (string | undefined)[]): string | undefined =>
  dates.reduce<string | undefined>((a, b) => (b && (!a || b > a) ? b : a), undefined)

/**
 * The sitemap files, by path without the leading slash: `sitemap.xml` alone (every public page
 * and published web offer, once per language), or, beyond the limits, `sitemap.xml` as an index
 * of `sitemaps/pages.xml` and `sitemaps/offers-<n>.xml` (n from 1).
 */
export async function buildSitemaps(
  payload: Payload,
  origin: string,
  limits: SitemapLimits = SITEMAP_LIMITS,
): Promise<Map<string, string>> {
  const photo = (id: Id) => `${origin}${imagePath(id, PHOTO_WIDTH, PHOTO_HEIGHT)}`
  const pages = block(PUBLIC_PAGES.flatMap((path) => pageUrls(origin, path)))
  const offers = (await publicOfferPages(payload)).map((o) => {
    const lastmod = w3cDate(o.updatedAt)
    return block(pageUrls(origin, offerDetailPath(o.slug), lastmod, o.imageIds.map(photo)), lastmod)
  })
  const all = [pages, ...offers]
  const urlCount = all.reduce((n, b) => n + b.urls.length, 0)
  const byteCount = all.reduce((n, b) => n + b.bytes, ENVELOPE_BYTES)
  if (urlCount <= limits.maxUrls && byteCount <= limits.maxBytes)
    return new Map([['sitemap.xml', urlset(all.flatMap((b) => b.urls))]])

  const files = new Map<string, string>([['sitemaps/pages.xml', urlset(pages.urls)]])
  const index: { loc: string; lastmod?: string }[] = [{ loc: `${origin}/sitemaps/pages.xml` }]
  pack(offers, limits).forEach((group, i) => {
    const name = `sitemaps/offers-${i + 1}.xml`
    files.set(name, urlset(group.flatMap((b) => b.urls)))
    index.push({ loc: `${origin}/${name}`, lastmod: latest(group.map((b) => b.lastmod)) })
  })
  return new Map([['sitemap.xml', sitemapIndex(index)], ...files])
}
