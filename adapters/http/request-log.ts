import { randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'

/** What the request log writes to: Payload's logger (pino) in the server. */
export type RequestLogger = { info: (fields: Record<string, unknown>, message: string) => void }

/** Told of every request once answered or dropped: its target as it arrived, its status (499: dropped) and its seconds. */
export type RequestMeter = (url: string, status: number, seconds: number) => void

// An id a proxy gave the request is kept when it looks like one (no spaces, no control characters, not too long).
const PROXY_ID = /^[\w.:@/+=-]{1,128}$/

declare module 'node:http' {
  interface IncomingMessage {
    /** The request's id: the proxy's `X-Request-Id` when it sent a usable one, else a new one. */
    id?: string
  }
}

/**
 * Gives every request an id, sent back as `X-Request-Id` (a proxy's own is kept, so one id follows
 * the request through both logs), and, when `log` is set, writes one line per request once its
 * answer is sent or the connection drops: method, path, status, duration, size, id. The query is
 * left out (it may carry a token). `meter` (the metrics) is told of every request the same way.
 */
export function requestIds(log?: RequestLogger, meter?: RequestMeter) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    const given = req.headers['x-request-id']
    const id = typeof given === 'string' && PROXY_ID.test(given) ? given : randomUUID()
    req.id = id
    res.setHeader('X-Request-Id', id)
    if (!log && !meter) return
    // Read now: Express rewrites req.url while a mounted router (/web/1.0…) handles the request.
    const url = req.url ?? ''
    const started = performance.now()
    const done = () => {
      res.off('finish', done)
      res.off('close', done)
      const status = res.writableFinished ? res.statusCode : 499
      const ms = performance.now() - started
      meter?.(url, status, ms / 1000)
      log?.info(
        {
          reqId: id,
          method: req.method,
          path: url.split('?')[0],
          status,
          ms: Math.round(ms * 1000) / 1000,
          bytes: Number(res.getHeader('content-length') ?? 0) || undefined,
        },
        'request',
      )
    }
    res.on('finish', done)
    res.on('close', done)
  }
}
