import { randomBytes } from 'node:crypto'

import type { TestProject } from 'vitest/node'

import { TEST_POSTGRES_URL, dropDatabases, postgresProblem } from './postgres-server'

declare module 'vitest' {
  export interface ProvidedContext {
    postgresPrefix: string
  }
}

/**
 * With TEST_DATABASE=postgres: checks once that the server answers (rather than every test file
 * failing on its own), hands the test files this run's database-name prefix, and drops the run's
 * databases at the end, when no test process holds a connection any more.
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
  // Runs at the same time on one server (two checkouts) each drop only their own databases.
  const prefix = `agency_test_${randomBytes(4).toString('hex')}_`
  project.provide('postgresPrefix', prefix)
  return async () => {
    await dropDatabases(prefix)
  }
}
