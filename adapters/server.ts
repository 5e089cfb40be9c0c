import http from 'node:http'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

import type { Payload } from 'payload'

import { env } from '../cms/env'
import { setLiveNotifier } from '../cms/live-notifier'
import { createApp } from './app'
import { initPayload } from '../cms/init-payload'
import { createNextHandler } from './http/next-handler'
import { attachLiveChannel } from './live/attach'

export const CMS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../cms')

export type StartOptions = {
  port?: number
  /** Serve Payload's admin through Next (needs `npm run build:admin`); tests of the API skip it. */
  admin?: boolean
  /** Load the demo data when the database has no offer yet. */
  seed?: boolean
}

export type RunningServer = { url: string; port: number; payload: Payload; server: http.Server; close: () => Promise<void> }

export async function startServer(opts: StartOptions = {}): Promise<RunningServer> {
  const e = env()
  const payload = await initPayload()
  if (opts.seed ?? e.SEED_ON_START) {
    // Loaded only when needed: the demo data's generators are not part of a normal start.
    const { seedIfEmpty } = await import('../cms/seed/seed-if-empty')
    await seedIfEmpty(payload)
  }
  const next = opts.admin === false ? undefined : await createNextHandler(CMS_DIR)
  const app = createApp({ payload, env: e, nextHandler: next?.handler })
  const server = http.createServer(app)
  const live = await attachLiveChannel(server, { payload, env: e })
  // Saves in the admin or through the API reach the clients' live rooms from here on.
  setLiveNotifier(live.notify)
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(opts.port ?? e.PORT, resolve)
  })
  const port = (server.address() as { port: number }).port
  let closing: Promise<void> | undefined
  const close = () =>
    (closing ??= (async () => {
      setLiveNotifier(null)
      await live.close()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await next?.close()
    })())
  return { url: `http://localhost:${port}`, port, payload, server, close }
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
    setTimeout(() => process.exit(1), 10_000).unref()
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
