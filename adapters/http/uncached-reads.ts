import type { RequestHandler, Response } from 'express'
import { ApiError } from '@contract/api-error'

import type { SharedState } from './shared-state'

/** Answers and pages one address may have made anew per minute; what the public cache already holds is not counted. */
export const UNCACHED_READS_PER_MINUTE = 120

/** Marks the answer being made as made anew (the public cache computed it): the per-address limit counts it. */
export function madeAnew<T>(res: Response, compute: () => Promise<T>): () => Promise<T> {
  return () => {
    res.locals.madeAnew = true
    return compute()
  }
}

/**
 * One per-address budget, shared by every public read that may miss the public cache (offer lists,
 * map markers, details, similar offers, districts, print sheets, pages). A flood of distinct
 * queries from one client is refused once it has made a minute's budget of answers anew, while
 * kept answers cost nothing and are served to everyone else as before. The site's own render
 * reads in process and never comes here: its visitor was counted at the page.
 */
export const limitUncachedReads = (shared: SharedState): RequestHandler =>
  shared.limit(UNCACHED_READS_PER_MINUTE, {
    bucket: 'uncached-reads',
    counts: (_req, res) => res.locals.madeAnew === true,
    refuse: (res) => {
      if (/^\/(web|api)\//.test(res.req.originalUrl))
        res
          .status(429)
          .json(new ApiError('rate_limited', 'Too many requests, try again in a minute').toBody())
      else res.status(429).type('text').send('Too many requests: try again in a minute.')
    },
  })
