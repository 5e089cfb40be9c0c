import { randomBytes } from 'node:crypto'
import fs from 'node:fs'

import { inject } from 'vitest'

import { env, refreshSettings } from '@cms/env'
import { initPayload } from '@cms/domain/start/init-payload'
import { createFixtures, type Fixtures } from './catalogue'
import { createDatabase, databaseUrl } from './postgres-server'

/**
 * Gives this test file the fixture catalogue (catalogue.ts) as its database: a copy of the one the
 * run built once, data folder and media files included. Await it before the file's server starts
 * (before useServer). Without a built catalogue (MongoDB), the fixtures are created here.
 */
export async function useCatalogue(): Promise<Fixtures> {
  const built = inject('catalogue')
  if (!built) return createFixtures(await initPayload())
  // On SQLite, the folder holds the database file: it replaces the file's own copy of the template.
  const { dataDir } = env()
  fs.cpSync(built.dataDir, dataDir, { recursive: true })
  if (built.postgresDatabase) {
    const name = `${built.postgresDatabase}_${randomBytes(6).toString('hex')}`
    await createDatabase(name, { template: built.postgresDatabase })
    process.env.DATABASE_URI = databaseUrl(name)
  }
  refreshSettings()
  return JSON.parse(fs.readFileSync(built.fixturesFile, 'utf8')) as Fixtures
}
