import { getPayload, type Payload } from 'payload'

import defaultConfig, { configFor } from '../../payload.config'
import { env, presetSettings, type Env } from '../../env'
import { migrationsFor } from '../database/migrations-for'

let current: { settings: Env; ready: Promise<Payload> } | undefined
let instances = 0

/**
 * The Payload instance of the current settings, with its schema migrated. A server process has one
 * settings object, so one instance, which Next's admin routes reuse (getPayload caches it
 * process-wide under the default key), so hooks and connections exist once. A test worker that
 * runs several test files in one process gets an instance of its own for each file's settings.
 */
export function initPayload(): Promise<Payload> {
  // Payload would otherwise try to reach Next's dev HMR socket, which this server does not run.
  presetSettings({ DISABLE_PAYLOAD_HMR: 'true' })
  const settings = env()
  if (current?.settings !== settings) current = { settings, ready: start(settings) }
  return current.ready
}

async function start(settings: Env): Promise<Payload> {
  const config = configFor(settings)
  const key = config === defaultConfig ? undefined : `settings-${++instances}`
  // Without its crons at first: a queued job must not run on a database not yet migrated (a
  // fresh PostgreSQL database has no tables until its first migration).
  const payload = await getPayload({ config, cron: false, key })
  // Schema migrations (SQLite, PostgreSQL), then the data upgrades every adapter runs, MongoDB included.
  await payload.db.migrate({ migrations: await migrationsFor(payload.db.name) })
  // The cached instance starts its job crons now (the jobs configuration's shouldAutoRun still
  // decides, at each tick, whether this instance runs jobs at all: JOBS=off).
  await getPayload({ config, cron: true, key })
  return payload
}
