import type { RequestHandler, Response } from 'express'

/** A preview shows what is not public: it is kept by no cache, shared or not, and indexed by no engine. */
export function markPrivate(res: Response): void {
  res.setHeader('Cache-Control', 'private, no-store')
  res.setHeader('X-Robots-Tag', 'noindex')
}

/** The same, as a route's first handler. */
export const privateAnswer: RequestHandler = (_req, res, next) => {
  markPrivate(res)
  next()
}
