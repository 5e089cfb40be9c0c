/**
 * The site's pages open to everyone besides the offers (routes in site/src/lib/paths.ts): home,
 * agency, contact, property valuation, partners, site map, legal notice, and the Monaco district tiles the Sales and
 * Rentals menus lead to. Personal pages (account, favourites, sign-in) are not listed.
 */
export const PUBLIC_PAGES: readonly string[] = [
  '/',
  '/agence',
  '/contact',
  '/estimate',
  '/partners',
  '/sitemap',
  '/legalnotice',
  '/offers/sales/monaco',
  '/offers/rents/monaco',
]
