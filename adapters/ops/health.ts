import fs from 'node:fs'
import path from 'node:path'

import { Router } from 'express'
import type { Payload } from 'payload'

/** How long a dependency may take to answer a readiness check before it counts as down. */
const CHECK_TIMEOUT_MS = 2000

export type Readiness = {
  /** Set when the process is closing: the balancer stops sending it requests while those under way finish. */
  draining: boolean
}

type Check = () => Promise<unknown>

const within = (check: Check): Promise<boolean> =>
  Promise.race([
    check().then(
      () => true,
      () => false,
    ),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), CHECK_TIMEOUT_MS).unref()),
  ])

/**
 * GET /healthz: the process answers (a supervisor restarts it when it does not).
 * GET /readyz: it may take requests — the database answers (through Payload, on any adapter),
 * Redis answers when it is used, the site's build is there, and the process is not closing. The
 * schema is migrated before the server listens, so a listening process has it. 503 otherwise,
 * with what failed, so that a balancer sends no request to an instance that would fail them.
 */
export function healthRouter({
  payload,
  siteDir,
  pingRedis,
  readiness,
}: {
  payload: Payload
  siteDir: string
  pingRedis?: () => Promise<unknown>
  readiness: Readiness
}): Router {
  const router = Router()
  const noStore = { 'Cache-Control': 'no-store' }
  router.get('/healthz', (_req, res) => {
    res.set(noStore).json({ status: 'ok' })
  })
  router.get('/readyz', async (_req, res) => {
    const checks: Record<string, boolean> = {
      database: await within(() => payload.count({ collection: 'users', overrideAccess: true })),
      site: fs.existsSync(path.join(siteDir, 'server', 'index.js')),
      ...(pingRedis ? { redis: await within(pingRedis) } : {}),
      accepting: !readiness.draining,
    }
    const ready = Object.values(checks).every(Boolean)
    res
      .status(ready ? 200 : 503)
      .set(noStore)
      .json({ status: ready ? 'ready' : 'not ready', checks })
  })
  return router
}
