import type { Where } from 'payload'

/** Flattens a value into the bracket notation Payload's list reads from its address (`where[and][0][field][equals]=…`). */
function flatten(prefix: string, value: unknown, out: [string, string][]) {
  if (Array.isArray(value)) value.forEach((v, i) => flatten(`${prefix}[${i}]`, v, out))
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) flatten(`${prefix}[${k}]`, v, out)
  else if (value !== undefined) out.push([prefix, String(value)])
}

/** The admin's list of a collection showing what `where` selects, in `sort` order. */
export function listUrl(
  adminRoute: string,
  collection: string,
  where?: Where,
  sort?: string,
): string {
  const pairs: [string, string][] = []
  if (where) flatten('where', where, pairs)
  if (sort) pairs.push(['sort', sort])
  const query = pairs
    .map(
      ([k, v]) =>
        `${encodeURIComponent(k).replace(/%5B/g, '[').replace(/%5D/g, ']')}=${encodeURIComponent(v)}`,
    )
    .join('&')
  return `${adminRoute}/collections/${collection}${query ? `?${query}` : ''}`
}

/** The admin's page of one document. */
export const documentUrl = (adminRoute: string, collection: string, id: number | string): string =>
  `${adminRoute}/collections/${collection}/${encodeURIComponent(String(id))}`
