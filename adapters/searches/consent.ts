import type { Request } from 'express'

/** At most this much of the page's path is kept: enough to tell the page, never a whole query. */
const MAX_PATH = 200

/** A path's escapes decoded (a page's accented words), or left as they are when they are not valid. */
const readable = (path: string): string => {
  try {
    return decodeURI(path)
  } catch {
    return path
  }
}

/**
 * The page of the site the alert form was sent from: the path of the browser's Referer when it
 * is one of the site's own pages (its query, which may hold an e-mail address, and fragment left
 * out), else nothing. A forged header can only name another page of the site.
 */
function sitePage(req: Request, publicUrl: string): string | undefined {
  const referer = req.get('referer')
  if (!referer) return undefined
  let page: URL
  try {
    page = new URL(referer)
  } catch {
    return undefined
  }
  const own = new Set([new URL(publicUrl).origin, `${req.protocol}://${req.get('host')}`])
  if (!own.has(page.origin)) return undefined
  const path = readable(page.pathname).replace(/[^\p{L}\p{N}/._~-]/gu, '')
  return path ? path.slice(0, MAX_PATH) : undefined
}

/**
 * When and from where a visitor asked for alerts, as the server saw it: its own clock, the
 * channel (signed-in client or e-mail address with a mailed confirmation) and the site's page.
 * Never taken from the request's body.
 */
export function alertConsent(
  req: Request,
  { publicUrl, signedIn }: { publicUrl: string; signedIn: boolean },
): { consent_at: string; consent_source: string } {
  const page = sitePage(req, publicUrl)
  const channel = signedIn
    ? 'alert form, signed-in client'
    : 'alert form, e-mail address (double opt-in)'
  return {
    consent_at: new Date().toISOString(),
    consent_source: `site: ${page ? `${page} ` : ''}${channel}`,
  }
}
