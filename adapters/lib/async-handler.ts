import type { NextFunction, Request, RequestHandler, Response } from 'express'

/** Express 5 forwards rejected promises itself; this only narrows the handler's type. */
export const handler = (fn: (req: Request, res: Response, next: NextFunction) => Promise<unknown> | unknown): RequestHandler => fn as RequestHandler
