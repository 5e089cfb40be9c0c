import type { Request, RequestHandler, Response } from 'express'

/**
 * Whether a per-address limit (SharedState.limit) lets the visitor of `req` through, counting
 * this call: the same count as the API route it guards, for an action a page makes in process. The
 * limit answers through a stand-in response: its headers are the page's business, not the limit's.
 */
export function admitted(limit: RequestHandler, req: Request): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const refused = () => {
      resolve(false)
      return standIn
    }
    const standIn = {
      req,
      locals: {},
      headersSent: true,
      writableEnded: false,
      status: () => standIn,
      type: () => standIn,
      json: refused,
      send: refused,
    }
    void limit(req, standIn as unknown as Response, (err?: unknown) =>
      err ? reject(err instanceof Error ? err : new Error(String(err))) : resolve(true),
    )
  })
}
