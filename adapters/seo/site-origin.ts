import type { Request } from 'express'

/** The address given to crawlers: PUBLIC_URL, else the origin the request was sent to. */
export const siteOrigin = (publicUrl: string, req: Request): string =>
  (publicUrl || `${req.protocol}://${req.get('host') ?? 'localhost'}`).replace(/\/+$/, '')
