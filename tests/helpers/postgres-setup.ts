import { randomBytes } from 'node:crypto'

import { inject } from 'vitest'

import { createDatabase, databaseUrl } from './postgres-server'

/**
 * With TEST_DATABASE=postgres, runs after setup-env.ts and points this test file at a database of
 * its own, created empty on the test server (the server's start-up migrates it like a new
 * deployment). The global setup drops it after the run.
 */
const name = `${inject('postgresPrefix')}${randomBytes(6).toString('hex')}`
await createDatabase(name)
process.env.DATABASE_URI = databaseUrl(name)
