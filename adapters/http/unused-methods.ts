import type { RequestHandler } from 'express'

/**
 * Methods no address of the server takes. TRACE and TRACK echo a request back (a way to read
 * its cookies from a script), and fetch's Request, which renders the site's pages, refuses to
 * even hold them: they are answered 405 here rather than failing further on.
 */
const UNUSED = new Set(['TRACE', 'TRACK'])

export const ALLOWED_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS'

export const refuseUnusedMethods: RequestHandler = (req, res, next) => {
  if (!UNUSED.has(req.method)) return next()
  res.status(405).set('Allow', ALLOWED_METHODS).type('text/plain').send('Method not allowed')
}
