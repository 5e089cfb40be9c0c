import { getPayload, type Migration, type Payload } from 'payload'

import config from './payload.config'
import { migrations } from './migrations'

let ready: Promise<Payload> | undefined

/**
 * The process's one Payload instance, with its schema migrated. Next's admin routes reuse the
 * same cached instance (getPayload caches it process-wide), so hooks and connections exist once.
 */
export function initPayload(): Promise<Payload> {
  // Payload would otherwise try to reach Next's dev HMR socket, which this server does not run.
  process.env.DISABLE_PAYLOAD_HMR ??= 'true'
  ready ??= (async () => {
    const payload = await getPayload({ config, cron: true })
    // The generated migrations are typed for the SQLite adapter's arguments, which migrate() passes.
    if (payload.db.name === 'sqlite')
      await payload.db.migrate({ migrations: migrations as unknown as Migration[] })
    // PostgreSQL has its own migrations, run the same way; loaded only here, since their SQL is
    // large and SQLite never needs it.
    if (payload.db.name === 'postgres') {
      const { migrations: postgresMigrations } = await import('./migrations-postgres')
      await payload.db.migrate({ migrations: postgresMigrations as unknown as Migration[] })
    }
    return payload
  })()
  return ready
}
