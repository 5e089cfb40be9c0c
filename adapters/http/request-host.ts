import type { IncomingHttpHeaders } from 'node:http'

import type { RequestHandler } from 'express'

/** A host name or an IPv4/IPv6 address, and an optional port: nothing that could read as a path, a query or a fragment. */
const BARE_HOST =
  /^(?:[a-z0-9](?:[a-z0-9_-]{0,62})(?:\.[a-z0-9](?:[a-z0-9_-]{0,62}))*\.?|\[[0-9a-f:.]{2,45}\])(?::\d{1,5})?$/i
const SCHEME = /^https?$/i

const listed = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean)

/** Whether the Host and X-Forwarded-* headers hold only what such a header can hold. */
export function hasWellFormedHost(headers: IncomingHttpHeaders): boolean {
  const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v.join(',') : v)
  const hosts = [
    ...(headers.host === undefined ? [] : [headers.host]),
    ...listed(one(headers['x-forwarded-host'])),
  ]
  const schemes = listed(one(headers['x-forwarded-proto']))
  return hosts.every((h) => BARE_HOST.test(h)) && schemes.every((s) => SCHEME.test(s))
}

/**
 * Refuses a request whose Host, X-Forwarded-Host or X-Forwarded-Proto is not what such a header
 * can hold (`site/login?lang=ru#` as a host, an address as a scheme). Code that builds an address
 * from them (Express's `req.protocol` and `req.hostname`, React Router's request) would otherwise
 * take the rest of the value for a path.
 */
export const refuseMalformedHost: RequestHandler = (req, res, next) => {
  if (hasWellFormedHost(req.headers)) return next()
  res.status(400).type('text').send('Bad request: malformed Host or X-Forwarded-* header')
}
