/**
 * The groups requests are counted by: a small fixed set, so that the metrics' series stay few
 * whatever addresses visitors (or scanners) make up. A raw path is never a label.
 */
export const ROUTE_GROUPS = [
  'api',
  'web-api',
  'page',
  'photo',
  'asset',
  'admin',
  'cms-api',
  'feeds',
  'other',
] as const
export type RouteGroup = (typeof ROUTE_GROUPS)[number]

/** Files of the site's build served at the root beside `/assets` (the favicon, the logo…), by extension. */
const FILE_EXTENSIONS = new Set([
  'svg',
  'png',
  'ico',
  'jpg',
  'jpeg',
  'webp',
  'avif',
  'gif',
  'js',
  'mjs',
  'css',
  'map',
  'woff',
  'woff2',
  'webmanifest',
  'json',
])

const SLASH = 47
const QUERY = 63

/** Whether the target is `prefix` itself or below it (`/web/1.0`, `/web/1.0/…`, `/web/1.0?…`, not `/web/1.0x`). */
function under(url: string, prefix: string): boolean {
  if (!url.startsWith(prefix)) return false
  const next = url.charCodeAt(prefix.length)
  return Number.isNaN(next) || next === SLASH || next === QUERY
}

/** Whether the path's last segment names a built file by its extension (`/favicon.svg`; not `/offers/x.data`). */
function isBuiltFile(url: string): boolean {
  const q = url.indexOf('?')
  const end = q === -1 ? url.length : q
  const dot = url.lastIndexOf('.', end - 1)
  if (dot === -1 || dot < url.lastIndexOf('/', end - 1)) return false
  return FILE_EXTENSIONS.has(url.slice(dot + 1, end).toLowerCase())
}

/**
 * The group of a request target as it arrived (path and query). Checked in the order of the
 * server's mounts; runs once per request, photos included, so it only compares prefixes and
 * allocates nothing for the common addresses. Prefixes are compared as the site and the API
 * spell them: a request in other capitals (which Express would route all the same) counts as a page.
 */
export function routeGroupOf(url: string): RouteGroup {
  if (url.charCodeAt(0) !== SLASH) return 'other'
  if (under(url, '/api/1.0')) return under(url, '/api/1.0/images') ? 'photo' : 'api'
  if (under(url, '/web/1.0')) return 'web-api'
  if (under(url, '/assets')) return 'asset'
  if (under(url, '/cms-api')) return 'cms-api'
  if (under(url, '/admin') || under(url, '/_next')) return 'admin'
  if (
    under(url, '/robots.txt') ||
    under(url, '/llms.txt') ||
    under(url, '/.well-known') ||
    under(url, '/sitemap.xml') ||
    under(url, '/sitemaps')
  )
    return 'feeds'
  if (
    under(url, '/healthz') ||
    under(url, '/readyz') ||
    under(url, '/metrics') ||
    under(url, '/socket.io')
  )
    return 'other'
  if (isBuiltFile(url)) return 'asset'
  return 'page'
}
