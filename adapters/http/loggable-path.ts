/**
 * Addresses whose tail is a secret: a staff password reset, a client's reset or address
 * verification, an alert's confirmation or unsubscription (the site's pages, their `.data` loads
 * and the API calls behind them), Payload's account verification. Matched without regard to case,
 * as the routers match them; what follows the prefix is the secret.
 */
const SECRET_TAILS = [
  /^(\/admin\/reset\/)./i,
  /^(\/admin\/[^/]+\/verify\/)./i,
  /^(\/cms-api\/[^/]+\/verify\/)./i,
  /^(\/resetpass\/[^/]+\/)./i,
  /^(\/verify-email\/[^/]+\/)./i,
  /^(\/alerts\/(?:confirm|unsubscribe)\/)./i,
  /^(\/web\/1\.0\/contacts\/verify\/[^/]+\/)./i,
  /^(\/web\/1\.0\/searches\/(?:confirm|unsubscribe)\/)./i,
]

/** Stands for the part of an address left out of the logs. */
export const HIDDEN = '***'

/**
 * A request target as the logs may show it: the path without its query (a token may be there,
 * such as a private photo's), and with the secret of a link's address replaced.
 */
export function loggablePath(url: string): string {
  const path = url.split('?')[0].replace(/^\/{2,}/, '/')
  for (const tail of SECRET_TAILS) {
    const m = tail.exec(path)
    if (m) return `${m[1]}${HIDDEN}`
  }
  return path
}
