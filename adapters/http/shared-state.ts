import type { Request, RequestHandler, Response } from 'express'
import { ipKeyGenerator, rateLimit, type Store } from 'express-rate-limit'
import { RedisStore, type RedisReply } from 'rate-limit-redis'
import type { createClient } from 'redis'
import { ApiError } from '@contract/api-error'

import { rateLimitScale } from '@cms/env'

type Redis = ReturnType<typeof createClient>

/**
 * What several app instances behind a balancer must agree on: the per-address rate limits and
 * the robot-check solutions already used. In one process, memory; with REDIS_URL, Redis, so that
 * a limit reached or a solution used on one instance holds on the others.
 */
export type SharedState = {
  /**
   * A per-address limit for the route it guards, answered as the legacy API's 429 `rate_limited`
   * unless the route answers in its own format.
   */
  limit: (perWindow: number, options?: LimitOptions) => RequestHandler
  /** True the first time a solution is presented, false ever after (until it expires, in seconds since the epoch). */
  useOnce: (nonce: string, expiresAt: number) => Promise<boolean>
}

export type LimitOptions = {
  /** The window the count runs over; a minute unless said. */
  windowMs?: number
  /** Count only the requests that fail (a sign-in route: a successful sign-in is never held against anybody). */
  onlyFailures?: boolean
  /** The answer once the limit is reached, for routes outside the legacy API. */
  refuse?: (res: Response) => void
  /** Count only the requests this says cost work (an answer not already kept); others are given back once answered. */
  counts?: (req: Request, res: Response) => boolean
  /** Requests that are never counted nor refused. */
  skip?: (req: Request) => boolean
  /** Several routes share one count under this name (else each route counts on its own). */
  bucket?: string
}

const scaled = (limit: number) => Math.max(1, Math.round(limit * rateLimitScale()))

/** The solutions kept in memory at most; the oldest go first (they expire first, as all live as long). */
const MAX_REMEMBERED = 100_000

export function createSharedState(redis?: Redis): SharedState {
  const used = new Map<string, number>()
  const buckets = new Map<string, RequestHandler>()
  const limiter = (
    perWindow: number,
    { windowMs = 60_000, onlyFailures = false, refuse, counts, skip, bucket }: LimitOptions = {},
  ): RequestHandler =>
    rateLimit({
      windowMs,
      limit: scaled(perWindow),
      skipSuccessfulRequests: onlyFailures || counts !== undefined,
      ...(counts
        ? { requestWasSuccessful: (req: Request, res: Response) => !counts(req, res) }
        : {}),
      ...(skip ? { skip } : {}),
      standardHeaders: 'draft-8',
      legacyHeaders: false,
      // One limiter per route; the route names the bucket, so instances count the same way.
      keyGenerator: (req) =>
        `${bucket ?? `${req.method}:${req.baseUrl}${req.route?.path ?? req.path}`}:${ipKeyGenerator(req.ip ?? '')}`,
      ...(redis
        ? {
            store: new RedisStore({
              prefix: 'rl:',
              sendCommand: (...args: string[]) => redis.sendCommand(args) as Promise<RedisReply>,
            }) as Store,
          }
        : {}),
      handler: (_req, res) => {
        if (refuse) refuse(res)
        else
          res
            .status(429)
            .json(new ApiError('rate_limited', 'Too many requests, try again in a minute').toBody())
      },
    })
  return {
    limit: (perWindow, options = {}) => {
      // Routes sharing a bucket share one limiter, hence one count (the memory store is the limiter's own).
      const shared = options.bucket === undefined ? undefined : buckets.get(options.bucket)
      if (shared) return shared
      const made = limiter(perWindow, options)
      if (options.bucket !== undefined) buckets.set(options.bucket, made)
      return made
    },
    useOnce: async (nonce, expiresAt) => {
      if (redis)
        return (
          (await redis.set(`altcha:used:${nonce}`, '1', {
            NX: true,
            EXAT: Math.max(expiresAt, Math.floor(Date.now() / 1000) + 1),
          })) === 'OK'
        )
      const now = Math.floor(Date.now() / 1000)
      for (const [n, exp] of used) {
        if (exp >= now && used.size < MAX_REMEMBERED) break
        used.delete(n)
      }
      if (used.has(nonce)) return false
      used.set(nonce, expiresAt)
      return true
    },
  }
}

/** Connects to Redis for the shared state; the caller closes it. */
export async function connectSharedRedis(url: string, log: (err: unknown) => void): Promise<Redis> {
  const { createClient: create } = await import('redis')
  const client = create({ url })
  client.on('error', log)
  await client.connect()
  return client
}
