import type { TestProject } from 'vitest/node'

import { ensureBuilt } from '../../scripts/build-steps'
import { oncePerRun } from './once-per-run'
import { sqliteTemplates } from './template-database'

declare module 'vitest' {
  export interface ProvidedContext {
    mongoUri: string
    /** The run's migrated SQLite database, copied for each test file ('' on other engines). */
    sqliteTemplate: string
  }
}

/**
 * Builds the site and the admin when their sources changed (the server tests load them), makes
 * the run's SQLite templates (the migrated database, the fixture catalogue), and with TEST_DB=mongo starts one in-memory MongoDB for the
 * run (each file gets its own database): once for both integration projects.
 */
export default async function setup(project: TestProject) {
  const { value, release } = await oncePerRun('integration-set-up', async () => {
    // SKIP_BUILD=1 runs against whatever is built (handy while several people change sources).
    if (process.env.SKIP_BUILD !== '1') await ensureBuilt(['site', 'admin'])
    let stop: (() => Promise<unknown>) | undefined
    let uri = process.env.MONGODB_URI ?? ''
    if (!uri && process.env.TEST_DB === 'mongo') {
      const { MongoMemoryServer } = await import('mongodb-memory-server-core')
      const mongo = await MongoMemoryServer.create()
      uri = mongo.getUri()
      stop = () => mongo.stop()
    }
    const template =
      !uri && process.env.TEST_DATABASE !== 'postgres' ? await sqliteTemplates() : null
    return {
      value: {
        mongoUri: uri,
        sqliteTemplate: template?.file ?? '',
        catalogue: template?.catalogue ?? ('' as const),
      },
      teardown: async () => {
        template?.remove()
        await stop?.()
      },
    }
  })
  project.provide('mongoUri', value.mongoUri)
  project.provide('sqliteTemplate', value.sqliteTemplate)
  // On PostgreSQL, its own global set-up provides the catalogue.
  if (process.env.TEST_DATABASE !== 'postgres') project.provide('catalogue', value.catalogue)
  return release
}
