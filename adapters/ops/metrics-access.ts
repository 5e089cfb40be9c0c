import { createHash, timingSafeEqual } from 'node:crypto'
import type { IncomingHttpHeaders } from 'node:http'

/** allowed: the metrics are sent; hidden: answered as any unknown address; refused: a wrong token (401). */
export type MetricsAccess = 'allowed' | 'hidden' | 'refused'

/** What the decision reads of a request: the connection's own peer address, and the headers. */
export type MetricsRequest = {
  socket: { remoteAddress?: string | undefined }
  headers: IncomingHttpHeaders
}

const LOOPBACK = /^(?:127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/

/** Headers by which a proxy names the client it forwards. */
const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'] as const

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest()

/** Whether `Authorization: Bearer <token>` carries `token`; both are hashed first, so the comparison takes the same time whatever their lengths. */
function bearerMatches(authorization: string, token: string): boolean {
  const m = /^Bearer\s+(\S+)\s*$/i.exec(authorization)
  return m !== null && timingSafeEqual(digest(m[1]), digest(token))
}

/**
 * Who may read /metrics: a process on this machine, or a scraper with METRICS_TOKEN.
 *
 * "On this machine" is the connection's own peer address (127.0.0.0/8 or ::1), never Express's
 * `req.ip`, which follows X-Forwarded-For from a trusted proxy. But the address alone is not
 * enough: a proxy on this same machine (nginx, HAProxy) connects from loopback for every outside
 * visitor it forwards, and TRUST_PROXY trusts loopback by default. Such a proxy names the visitor
 * in X-Forwarded-For (or Forwarded, X-Real-IP), which a local scraper does not send; so a loopback
 * request carrying one of them is taken for a forwarded one. This holds whatever TRUST_PROXY
 * says: the setting tells whom to believe about a client's address, not whether a proxy is in
 * front, and an undeclared local proxy forwards outsiders from loopback all the same. A local
 * proxy must therefore add X-Forwarded-For (the rate limits need it anyway), or not pass /metrics.
 *
 * Anyone else is answered as if /metrics did not exist (hidden), unless they sent an
 * Authorization header while a token is configured: a wrong token gets a 401, which tells an
 * operator that the scraper's token, not its address, is wrong.
 */
export function metricsAccess(req: MetricsRequest, token: string | undefined): MetricsAccess {
  const local =
    LOOPBACK.test(req.socket.remoteAddress ?? '') &&
    FORWARDING_HEADERS.every((h) => req.headers[h] === undefined)
  if (local) return 'allowed'
  const authorization = req.headers.authorization
  if (!token || authorization === undefined) return 'hidden'
  return bearerMatches(authorization, token) ? 'allowed' : 'refused'
}
