import { randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'

import { loggablePath } from './loggable-path'

/** What the request log writes to: Payload's logger (pino) in the server. */
export type RequestLogger = { info: (fields: Record<string, unknown>, message: string) => void }

/** Told of every request once answered or dropped: its target as it arrived, its status (499: dropped) and its seconds. */
export type RequestMeter = (url: string, status: number, seconds: number) => void

// An id a proxy gave the request is kept when it looks like one (no spaces, no control characters, not too long).
const PROXY_ID = /^[\w.:@/+=-]{1,128}$/

/** Whether the peer at this address is a proxy of ours (Express's `trust proxy fn`, read at hop 0). */
export type TrustsProxy = (address: string, hop: number) => boolean

declare module 'node:http' {
  interface IncomingMessage {
    /** The request's id: a trusted proxy's `X-Request-Id` when it sent a usable one, else a new one. */
    id?: string
  }
}

/**
 * Gives every request an id, sent back as `X-Request-Id` (the id of a proxy `trusts` names is kept,
 * so one id follows the request through both logs; a client's own would let it pick the id its
 * request is logged under, or reuse another's), and, when `log` is set, writes one line per request once its
 * answer is sent or the connection drops: method, path, status, duration, size, id. The query is
 * left out and a link's secret replaced (loggablePath). `meter` (the metrics) is told of every request the same way.
 */
export function requestIds(
  log?: RequestLogger,
  meter?: RequestMeter,
  trusts: TrustsProxy = () => false,
) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    const given = req.headers['x-request-id']
    const peer = req.socket.remoteAddress
    const id =
      typeof given === 'string' && PROXY_ID.test(given) && peer !== undefined && trusts(peer, 0)
        ? given
        : randomUUID()
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
          path: loggablePath(url),
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
