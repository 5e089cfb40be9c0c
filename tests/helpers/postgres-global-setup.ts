import { randomBytes } from 'node:crypto'

import type { TestProject } from 'vitest/node'

import {
  TEST_POSTGRES_URL,
  createDatabase,
  databaseUrl,
  dropDatabases,
  postgresProblem,
} from './postgres-server'
import { oncePerRun } from './once-per-run'
import { makeTemplates } from './template-database'

declare module 'vitest' {
  export interface ProvidedContext {
    postgresPrefix: string
    /** The run's migrated database, which each test file's database is created from. */
    postgresTemplate: string
  }
}

/**
 * With TEST_DATABASE=postgres: checks once that the server answers (rather than every test file
 * failing on its own), makes the run's templates (the migrated database, the fixture catalogue),
 * hands the test files this run's database-name prefix and templates, and drops the run's databases at the end, when no test process
 * holds a connection any more.
 */
export default async function setup(project: TestProject) {
  const problem = await postgresProblem()
  if (problem) {
    const server = new URL(TEST_POSTGRES_URL)
    server.password = server.password ? '***' : ''
    throw new Error(
      `TEST_DATABASE=postgres: no usable PostgreSQL at ${server} (${problem}). Set TEST_POSTGRES_URL to a server whose role may CREATE DATABASE.`,
    )
  }
  const { value, release } = await oncePerRun('postgres-template', async () => {
    // Runs at the same time on one server (two checkouts) each drop only their own databases.
    const prefix = `agency_test_${randomBytes(4).toString('hex')}_`
    const template = `${prefix}template`
    await createDatabase(template)
    const made = await makeTemplates(databaseUrl(template), `${prefix}catalogue`)
    return {
      value: { prefix, template, catalogue: made.catalogue },
      teardown: async () => {
        made.remove()
        await dropDatabases(prefix)
      },
    }
  })
  project.provide('postgresPrefix', value.prefix)
  project.provide('postgresTemplate', value.template)
  project.provide('catalogue', value.catalogue)
  return release
}
