import type { Endpoint } from 'payload'

const closed: Endpoint['handler'] = () =>
  Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 })

/**
 * Clients sign in, renew and reset passwords only through the legacy API (/web/1.0/signin,
 * /autosignin, /api/1.0/signin/forgetpassword), which rate-limits, rotates and revokes sessions.
 * Payload's own REST auth routes for contacts would bypass that: `refresh-token` renews any
 * access token forever, `forgot-password` mails an admin link and keeps a plain reset token.
 * Custom endpoints are matched before Payload's defaults, so these answer 404 instead.
 */
export const closedAuthEndpoints: Endpoint[] = [
  '/login',
  '/refresh-token',
  '/forgot-password',
  '/reset-password',
  '/first-register',
].map((path) => ({
  path,
  method: 'post',
  handler: closed,
}))
