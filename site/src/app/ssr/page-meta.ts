import type { MetaDescriptor } from 'react-router'
import { LANGUAGES, type Language } from '@contract/languages'
import { alternates, localizedUrl } from '@contract/page-address'

import type { SiteConfig } from '../../api/get-site-config'
import { messagesOf } from '../../i18n/i18n'

const OG_LOCALES: Record<Language, string> = {
  fr: 'fr_FR',
  en: 'en_GB',
  sp: 'es_ES',
  ru: 'ru_RU',
  it: 'it_IT',
}

/** What the root loader gives every page's head. */
export type RootSeo = { lang: Language; origin: string; texts: string; config: SiteConfig | null }

export type PageSeo = {
  title: string
  description: string
  /** An absolute image address for link previews (1200×630). */
  image?: string | null
  /** Structured data of the page, beside the agency's own. */
  jsonLd?: object[]
}

/** A text of the page's language, with its {{placeholders}} filled. */
export function rootText(
  root: RootSeo | undefined,
  key: string,
  values: Record<string, string | number> = {},
): string {
  const text = (root && messagesOf(root.texts)[key]) ?? key
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''))
}

/** The page's address in one language; without a language, the address for everyone (x-default). */
export const pageUrl = (origin: string, pathname: string, lang?: Language): string =>
  lang ? localizedUrl(origin, pathname, lang) : `${origin}${pathname}`

/** The agency as search engines describe it, on every page. */
export function agencyJsonLd(origin: string, config: SiteConfig): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateAgent',
    name: config.agency.name,
    url: origin,
    logo: `${origin}/logo.svg`,
    image: `${origin}/logo.svg`,
    telephone: config.agency.phone,
    email: config.agency.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: config.agency.address,
      addressCountry: 'MC',
    },
    sameAs: Object.values(config.social).filter(Boolean),
  }
}

/**
 * Everything a server-rendered page has in its head: title and description in its language,
 * canonical address, the five languages and x-default, link previews, and structured data.
 */
export function pageMeta(
  root: RootSeo | undefined,
  location: { pathname: string; search: string },
  page: PageSeo,
): MetaDescriptor[] {
  if (!root) return [{ title: page.title }]
  const { lang, origin, config } = root
  const { pathname } = location
  const brand = config?.agency.name ?? 'Belsunce Immobilier'
  const title = page.title ? `${page.title} · ${brand}` : brand
  // Each address is its own canonical: `?lang=xx` for one language, the bare address for the one that picks the visitor's language (x-default).
  const canonical = pageUrl(
    origin,
    pathname,
    new URLSearchParams(location.search).has('lang') ? lang : undefined,
  )
  const image = page.image ?? `${origin}/logo.svg`
  const structured = [...(config ? [agencyJsonLd(origin, config)] : []), ...(page.jsonLd ?? [])]
  return [
    { title },
    { name: 'description', content: page.description },
    { tagName: 'link', rel: 'canonical', href: canonical },
    // The same alternates as the sitemap's.
    ...alternates(pathname, origin).map(({ hreflang, href }) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: hreflang,
      href,
    })),
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: brand },
    { property: 'og:title', content: title },
    { property: 'og:description', content: page.description },
    { property: 'og:url', content: canonical },
    { property: 'og:image', content: image },
    { property: 'og:locale', content: OG_LOCALES[lang] },
    ...LANGUAGES.filter((l) => l !== lang).map((l) => ({
      property: 'og:locale:alternate',
      content: OG_LOCALES[l],
    })),
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: page.description },
    { name: 'twitter:image', content: image },
    ...structured.map((data) => ({ 'script:ld+json': data })),
  ]
}
