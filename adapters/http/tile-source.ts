/**
 * The CSP source of a tile URL template: its scheme and host, with a `{s}` subdomain placeholder
 * widened to a wildcard (`https://{s}.tile.example.org/…` → `https://*.tile.example.org`).
 */
export function tileSource(template: string): string | null {
  const m = /^(https:\/\/)([^/?#]+)/.exec(template)
  if (!m) return null
  const host = m[2].replace(/\{s\}/g, '*')
  return /^[A-Za-z0-9.*:-]+$/.test(host) ? `${m[1]}${host}` : null
}
