import type { Alternate } from '@contract/page-address'

/** The sitemaps.org protocol, with Google's hreflang (xhtml:link) and image extensions. */
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9'
const XHTML_NS = 'http://www.w3.org/1999/xhtml'
const IMAGE_NS = 'http://www.google.com/schemas/sitemap-image/1.1'

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n'
const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
}

/** Text or attribute content: the five markup characters escaped, characters XML 1.0 forbids dropped. */
export const escapeXml = (text: string): string =>
  text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/[&<>"']/g, (c) => ENTITIES[c])

/** A W3C datetime (UTC), or nothing for a missing or unreadable date. */
export const w3cDate = (value: string | null | undefined): string | undefined => {
  const time = value ? Date.parse(value) : NaN
  return Number.isNaN(time) ? undefined : new Date(time).toISOString()
}

export type UrlEntry = { loc: string; lastmod?: string; alternates: Alternate[]; images: string[] }

export function urlElement({ loc, lastmod, alternates, images }: UrlEntry): string {
  return [
    `<url><loc>${escapeXml(loc)}</loc>`,
    lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : '',
    ...alternates.map(
      (a) =>
        `<xhtml:link rel="alternate" hreflang="${escapeXml(a.hreflang)}" href="${escapeXml(a.href)}"/>`,
    ),
    ...images.map((src) => `<image:image><image:loc>${escapeXml(src)}</image:loc></image:image>`),
    '</url>\n',
  ].join('')
}

export const URLSET_OPEN = `${XML_DECLARATION}<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}" xmlns:image="${IMAGE_NS}">\n`
export const URLSET_CLOSE = '</urlset>\n'

/** A whole `<urlset>` document from `<url>` elements. */
export const urlset = (urls: string[]): string => `${URLSET_OPEN}${urls.join('')}${URLSET_CLOSE}`

/** A `<sitemapindex>` document pointing to other sitemaps. */
export function sitemapIndex(sitemaps: { loc: string; lastmod?: string }[]): string {
  const items = sitemaps.map(
    (s) =>
      `<sitemap><loc>${escapeXml(s.loc)}</loc>${s.lastmod ? `<lastmod>${escapeXml(s.lastmod)}</lastmod>` : ''}</sitemap>\n`,
  )
  return `${XML_DECLARATION}<sitemapindex xmlns="${SITEMAP_NS}">\n${items.join('')}</sitemapindex>\n`
}
