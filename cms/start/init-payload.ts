import { getPayload, type Payload } from 'payload'

import config from '../payload.config'
import { migrationsFor } from '../database/migrations-for'

let ready: Promise<Payload> | undefined

/**
 * The process's one Payload instance, with its schema migrated. Next's admin routes reuse the
 * same cached instance (getPayload caches it process-wide), so hooks and connections exist once.
 */
export function initPayload(): Promise<Payload> {
  // Payload would otherwise try to reach Next's dev HMR socket, which this server does not run.
  process.env.DISABLE_PAYLOAD_HMR ??= 'true'
  ready ??= (async () => {
    // Without its crons at first: a queued job must not run on a database not yet migrated (a
    // fresh PostgreSQL database has no tables until its first migration).
    const payload = await getPayload({ config, cron: false })
    // Schema migrations (SQLite, PostgreSQL), then the data upgrades every adapter runs, MongoDB included.
    await payload.db.migrate({ migrations: await migrationsFor(payload.db.name) })
    // The cached instance starts its job crons now (the jobs configuration's shouldAutoRun still
    // decides, at each tick, whether this instance runs jobs at all: JOBS=off).
    await getPayload({ config, cron: true })
    return payload
  })()
  return ready
}
