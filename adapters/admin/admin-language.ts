import type { RequestHandler } from 'express'

/**
 * The admin speaks French to staff who have not chosen a language: the agency works in French,
 * whatever the browser asks for. Payload takes the language from its `payload-lng` cookie (set
 * when a staff member picks English in their account), else from Accept-Language, so a request
 * without the cookie is sent on asking for French.
 */
export const adminInFrenchByDefault: RequestHandler = (req, _res, next) => {
  if (!/(?:^|;\s*)payload-lng=/.test(req.headers.cookie ?? ''))
    req.headers['accept-language'] = 'fr'
  next()
}
