import type { RequestHandler } from 'express'
import { ApiError } from '@contract/api-error'

// `%00` decodes to NUL; `%2500` (a percent sign then "00") does not match.
const NUL = /%00|\0/i

/**
 * Refuses an address holding a NUL character (`%00`) in its path or query. No route, slug, id or
 * filter holds one, and PostgreSQL's text refuses it with an error of its own: the request is
 * answered 400 before any of it reaches a database, on every engine alike.
 */
export const refuseNulInAddress: RequestHandler = (req, res, next) => {
  if (!NUL.test(req.url)) return next()
  res
    .status(400)
    .json(
      new ApiError(
        'invalid_input',
        'The address holds a NUL character (%00), which no call takes',
      ).toBody(),
    )
}
