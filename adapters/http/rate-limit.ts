import type { RequestHandler } from 'express'
import { rateLimit } from 'express-rate-limit'

import { ApiError } from './errors'

/**
 * Per-address limit for a POST route, answered as the legacy API's 429 `rate_limited`.
 * RATE_LIMIT_SCALE multiplies every limit (tests that send many requests raise it).
 */
export function postRateLimit(perMinute: number): RequestHandler {
  const scale = Number(process.env.RATE_LIMIT_SCALE ?? 1) || 1
  return rateLimit({
    windowMs: 60_000,
    limit: Math.max(1, Math.round(perMinute * scale)),
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (_req, res) => {
      res.status(429).json(new ApiError('rate_limited', 'Too many requests, try again in a minute').toBody())
    },
  })
}
