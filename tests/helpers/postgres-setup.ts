import { randomBytes } from 'node:crypto'

import { inject } from 'vitest'

import { createDatabase, databaseUrl } from './postgres-server'

/**
 * With TEST_DATABASE=postgres, runs after setup-env.ts and points this test file at a database of
 * its own, a copy of the run's migrated template on the test server. The global setup drops it
 * after the run.
 */
const name = `${inject('postgresPrefix')}${randomBytes(6).toString('hex')}`
await createDatabase(name, { template: inject('postgresTemplate') })
process.env.DATABASE_URI = databaseUrl(name)
