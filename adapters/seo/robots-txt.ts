/**
 * What crawlers are asked to leave alone: the admin, the APIs (but the photos, which the image
 * sitemap lists), the client's own pages, the password-reset links and the activation page.
 */
export const DISALLOWED_PATHS = [
  '/admin',
  '/cms-api',
  '/api/',
  '/account',
  '/login',
  '/subscribe',
  '/resetpass/',
  '/alerts/',
  '/verify-email/',
  '/preview/',
] as const
export const ALLOWED_PATHS = ['/api/1.0/images/'] as const

/** robots.txt: one group for every crawler, then the sitemap's address. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    ...ALLOWED_PATHS.map((p) => `Allow: ${p}`),
    ...DISALLOWED_PATHS.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n')
}
