import type { Payload } from 'payload'
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'

import type { RequestMeter } from '../http/request-log'
import { JOB_QUEUES, readQueueCounts } from './metrics-queues'
import { ROUTE_GROUPS, routeGroupOf, type RouteGroup } from './metrics-route-group'

/** What the public cache tells of its use since the start. */
export type CacheUse = { hits: () => number; misses: () => number }

/**
 * One server's metrics, in its own registry: tests start several servers in one process, and
 * each instance is scraped for its own figures.
 */
export type ServerMetrics = {
  registry: Registry
  /** Counts one answered request (the fast photo path's and Express's alike): its target as received, status and seconds. */
  request: RequestMeter
  /** Counts one page rendered (not served from the cache) and its time. */
  pageRendered: (seconds: number) => void
  /** Where the number of connected live sockets is read at each scrape (the live channel, once attached). */
  liveSockets: (read: (() => number) | null) => void
  /** The registry's text, as Prometheus reads it. */
  text: () => Promise<string>
}

export function createServerMetrics({
  payload,
  cache,
}: {
  payload: Payload
  cache?: CacheUse
}): ServerMetrics {
  const registry = new Registry()
  const registers = [registry]
  collectDefaultMetrics({ register: registry })

  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP requests answered, by route group and status, and the time to answer them (status 499: the client left first)',
    labelNames: ['group', 'status'] as const,
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10],
    registers,
  })
  // One child per group and status, made on first use: a request costs two map reads and one observe.
  const children = new Map<RouteGroup, Map<number, Histogram.Internal<'group' | 'status'>>>(
    ROUTE_GROUPS.map((g) => [g, new Map()]),
  )
  const request: RequestMeter = (url, status, seconds) => {
    const group = routeGroupOf(url)
    const byStatus = children.get(group)
    if (!byStatus) return
    let child = byStatus.get(status)
    if (!child) {
      child = requests.labels(group, String(status))
      byStatus.set(status, child)
    }
    child.observe(seconds)
  }

  const renders = new Histogram({
    name: 'page_render_duration_seconds',
    help: 'Pages of the site rendered on the server (not served from the cache), and their time',
    buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  })

  // Read when scraped: the cache only adds to two numbers as it answers.
  const counted = (name: string, help: string, read: () => number) =>
    new Counter({
      name,
      help,
      registers,
      collect() {
        this.reset()
        this.inc(read())
      },
    })
  counted(
    'public_cache_hits_total',
    'Public answers and pages served from the cache',
    () => cache?.hits() ?? 0,
  )
  counted(
    'public_cache_misses_total',
    'Public answers and pages not in the cache (made anew, or joined while being made)',
    () => cache?.misses() ?? 0,
  )

  let sockets: (() => number) | null = null
  new Gauge({
    name: 'live_sockets',
    help: 'Sockets connected to the live channel on this instance (clients and staff)',
    registers,
    collect() {
      this.set(sockets?.() ?? 0)
    },
  })

  const depth = new Gauge({
    name: 'job_queue_depth',
    help: 'Jobs waiting on each queue (not done, not given up)',
    labelNames: ['queue'] as const,
    registers,
  })
  const mails = new Gauge({
    name: 'mail_queue_mails',
    help: 'Mails the mail queue holds by outcome: sent, or failed (given up after every retry)',
    labelNames: ['outcome'] as const,
    registers,
  })
  // Both read by one scrape-time query set; a database that does not answer leaves them out, never stale.
  let reading: Promise<void> | null = null
  const readQueues = () =>
    (reading ??= readQueueCounts(payload)
      .then(
        (counts) => {
          for (const queue of JOB_QUEUES) depth.set({ queue }, counts.depth[queue])
          mails.set({ outcome: 'sent' }, counts.mails.sent)
          mails.set({ outcome: 'failed' }, counts.mails.failed)
        },
        (err: unknown) => {
          depth.reset()
          mails.reset()
          payload.logger.error({ err }, 'metrics: the job queues could not be counted')
        },
      )
      .finally(() => {
        reading = null
      }))

  return {
    registry,
    request,
    pageRendered: (seconds) => renders.observe(seconds),
    liveSockets: (read) => {
      sockets = read
    },
    text: async () => {
      await readQueues()
      return registry.metrics()
    },
  }
}
