import { setTimeout as delay } from 'node:timers/promises'

import type { Payload } from 'payload'

import { stopCrons } from '@cms/domain/jobs/stop-crons'

type Cached = { payload: Payload | null; promise: Promise<Payload> | null }
/** What the database adapters keep open and their destroy() leaves open. */
type PoolClient = {
  release?: (destroy: boolean) => void
  activeQuery?: unknown
  queryQueue?: unknown[]
}
type Connections = {
  pool?: { end: () => Promise<void>; _clients: PoolClient[]; _idle: { client: PoolClient }[] }
  client?: { close: () => void }
}

/**
 * Stops every Payload instance this process started (crons, database connections) and forgets
 * them, so that the next test file in the same worker starts its own on its own database (and a
 * PostgreSQL server keeps its connection slots for the files to come). Payload keeps its
 * instances in a process-wide map, by key.
 */
export async function closePayloads(): Promise<void> {
  const cache = (globalThis as { _payload?: Map<string, Cached> })._payload
  if (!cache) return
  const entries = [...cache.values()]
  cache.clear()
  for (const entry of entries) {
    const payload = entry.payload ?? (await entry.promise?.catch(() => null))
    if (!payload) continue
    const { pool, client } = payload.db as unknown as Connections
    await stopCrons(payload, 10_000)
    await payload.destroy()
    client?.close()
    // A pool ends once its connections are back, and Payload's PostgreSQL adapter keeps one out
    // for good (it listens on it to reconnect): a connection out with no query under way is given
    // back closed; one with a query comes back when it is answered.
    if (pool) {
      const idle = new Set(pool._idle.map((item) => item.client))
      for (const out of pool._clients)
        if (!idle.has(out) && !out.activeQuery && !out.queryQueue?.length) out.release?.(true)
      await Promise.race([pool.end(), delay(5_000)])
    }
  }
}
