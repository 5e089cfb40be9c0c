import http from 'node:http'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

import type { Payload } from 'payload'

import { env, nodeEnvIs } from '@cms/env'
import { setLiveNotifier, setSessionListener } from '@cms/domain/live/live-notifier'
import { setStaffNotifier } from '@cms/domain/live/staff-notifier'
import { createApp, SITE_DIR } from './app'
import { keptPhotos } from './media/kept-photos'
import { keepAssetsWhileRunning, keptAssetsDir } from './render/kept-assets'
import { requestIds, type TrustsProxy } from './http/request-log'
import type { Readiness } from './ops/health'
import { createServerMetrics } from './ops/metrics'
import { initPayload } from '@cms/domain/start/init-payload'
import { stopCrons } from '@cms/domain/jobs/stop-crons'
import { createNextHandler } from './admin/next-handler'
import { attachLiveChannel } from './live/attach'
import {
  ensureFirstStaff,
  refuseDemoPasswordsInProduction,
  seedDemoIfWanted,
} from '@cms/domain/start/start-policy'
import { ensureContentPages } from '@cms/schema/globals/content-pages/ensure-defaults'
import { connectSharedRedis, createSharedState } from './http/shared-state'
import { closeServices, createServices, type Services } from './start/services'

export const CMS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../cms')

/**
 * Node waits 300 s for a request by default: a client trickling its headers or body would hold a
 * connection that long. Both limits are checked every few seconds (Node's own check is every 30 s).
 */
const requestTimeouts = (e: {
  HEADERS_TIMEOUT_S: number
  REQUEST_TIMEOUT_S: number
}): http.ServerOptions => {
  const headersTimeout = e.HEADERS_TIMEOUT_S * 1000
  const requestTimeout = Math.max(e.REQUEST_TIMEOUT_S * 1000, headersTimeout)
  return {
    headersTimeout,
    requestTimeout,
    connectionsCheckingInterval: Math.min(5000, Math.ceil(headersTimeout / 2)),
  }
}

export type StartOptions = {
  port?: number
  /** Serve Payload's admin through Next (needs `npm run build:admin`); tests of the API skip it. */
  admin?: boolean
  /** false: never load the demo data, whatever SEED_ON_START says. */
  seed?: boolean
}

export type RunningServer = {
  url: string
  port: number
  payload: Payload
  server: http.Server
  services: Services
  /** What /readyz reports beside the checks: turned to draining when the server closes. */
  readiness: Readiness
  close: () => Promise<void>
}

export async function startServer(opts: StartOptions = {}): Promise<RunningServer> {
  const e = env()
  const payload = await initPayload()
  if (opts.seed !== false) await seedDemoIfWanted(payload, e)
  await ensureFirstStaff(payload, e)
  await ensureContentPages(payload, e)
  await refuseDemoPasswordsInProduction(payload, e)
  const next = opts.admin === false ? undefined : await createNextHandler(CMS_DIR)
  const redis = e.REDIS_URL
    ? await connectSharedRedis(e.REDIS_URL, (err) =>
        payload.logger.error({ err }, 'shared state: Redis connection error'),
      )
    : undefined
  const services = createServices(payload, e)
  const readiness: Readiness = { draining: false }
  const metrics = createServerMetrics({ payload, cache: services.publicCache })
  const app = createApp({
    payload,
    env: e,
    nextHandler: next?.handler,
    shared: createSharedState(redis),
    services,
    health: { readiness, pingRedis: redis ? () => redis.ping() : undefined },
    metrics,
  })
  // Before listening: old instances can serve this build's files before it takes a request.
  const keptAssets = await keepAssetsWhileRunning({
    assetsDir: path.join(SITE_DIR, 'client', 'assets'),
    storeDir: keptAssetsDir(e.dataDir),
    keepDays: e.ASSETS_KEEP_DAYS,
    log: { info: (m) => payload.logger.info(m), warn: (m) => payload.logger.warn(m) },
  })
  const photos = keptPhotos(payload, services.mediaMemory)
  const logRequests = (e.REQUEST_LOG ?? (nodeEnvIs('production') ? 'on' : 'off')) === 'on'
  // Every request is counted here, the photos answered before Express included.
  // A request id is taken from the proxies TRUST_PROXY names, as Express takes their X-Forwarded-For.
  const identify = requestIds(
    logRequests ? payload.logger : undefined,
    metrics.request,
    app.get('trust proxy fn') as TrustsProxy,
  )
  const server = http.createServer(requestTimeouts(e), (req, res) => {
    identify(req, res)
    if (!photos(req, res)) app(req, res)
  })
  const live = await attachLiveChannel(server, { payload, env: e })
  // Saves in the admin or through the API reach the clients' live rooms from here on.
  setLiveNotifier(live.notify)
  setSessionListener(live.sessionChanged)
  setStaffNotifier(live.notifyStaff)
  metrics.liveSockets(live.sockets)
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(opts.port ?? e.PORT, resolve)
  })
  const port = (server.address() as { port: number }).port
  let closing: Promise<void> | undefined
  const close = () =>
    (closing ??= (async () => {
      // Not ready any more: a balancer checking /readyz sends nothing new; no job is started here from now on.
      readiness.draining = true
      keptAssets.stop()
      await stopCrons(payload, e.DRAIN_S * 1000)
      setLiveNotifier(null)
      setSessionListener(null)
      setStaffNotifier(null)
      await live.close()
      // Requests under way and the work routes go on with after answering, in the same drain time.
      await Promise.all([
        drain(server, e.DRAIN_S * 1000),
        services.afterAnswer.settled(e.DRAIN_S * 1000),
      ])
      await next?.close()
      await closeServices(services)
      await redis?.quit().catch(() => undefined)
    })())
  return { url: `http://localhost:${port}`, port, payload, server, services, readiness, close }
}

/** Stops taking connections; requests under way finish, those still running after `ms` are cut. */
async function drain(server: http.Server, ms: number): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()))
  server.closeIdleConnections()
  const cut = setTimeout(() => server.closeAllConnections(), ms)
  await closed
  clearTimeout(cut)
}

/** Starts the server for real use: prints the URLs and log-ins, closes cleanly on SIGTERM/SIGINT. */
export async function main(): Promise<void> {
  const started = Date.now()
  const running = await startServer()
  const { printBanner } = await import('./start/banner')
  printBanner(running.url, env(), Date.now() - started)
  const stop = (signal: string) => {
    console.log(`\n${signal} received: closing connections…`)
    running.close().then(
      () => process.exit(0),
      () => process.exit(1),
    )
    // Past the drain, closing the services (views flushed, connections ended) has ten seconds.
    setTimeout(() => process.exit(1), env().DRAIN_S * 1000 + 10_000).unref()
  }
  process.once('SIGTERM', () => stop('SIGTERM'))
  process.once('SIGINT', () => stop('SIGINT'))
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((err) => {
    console.error(err)
    process.exit(1)
  })
}
